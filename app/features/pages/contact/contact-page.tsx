import { Icon, type IconName } from "~/components/icons/icon";
import type { ReactNode } from "react";
import { Section } from "~/components/section";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ContactForm } from "~/features/forms/islands/contact-form";
import { useSite } from "~/i18n/hooks";
import type { ContactTexts } from "./texts";
import { PageHeader } from "~/components/page-header";
import { usePreselectedDogName } from "../shared/preselected-dog";

const linkClass = "break-all text-link";

function ContactOption({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <li>
      <Card className="h-full">
        <CardHeader>
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-primary">{icon}</span>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-muted-foreground">{text}</p>
          <p>{children}</p>
        </CardContent>
      </Card>
    </li>
  );
}

/** `whatsapp`: the association's WhatsApp number (wa.me format); e-mail, phone and social links are the frame's facts. */
export function ContactPage({ whatsapp, texts }: { whatsapp: string; texts: { contact: ContactTexts } }) {
  const t = texts.contact;
  const { locale, facts } = useSite();
  const association = facts.associations[locale];
  const dogName = usePreselectedDogName();
  const socialLinks: { name: string; href: string; icon: IconName }[] = [
    { name: "Facebook", href: facts.social.facebook, icon: "facebook" },
    { name: "Instagram", href: facts.social.instagram, icon: "instagram" },
  ];
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />

      <Section title={t.options.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          <ContactOption icon={<Icon name="mail" className="size-6" />} title={t.options.email.title} text={t.options.email.text}>
            <a href={`mailto:${association.email}`} className={linkClass}>
              {association.email}
            </a>
          </ContactOption>
          <ContactOption icon={<Icon name="phone" className="size-6" />} title={t.options.phone.title} text={t.options.phone.text}>
            <a href={`tel:${association.phone.replace(/\s+/g, "")}`} className={linkClass}>
              {association.phone}
            </a>
          </ContactOption>
          <ContactOption icon={<Icon name="whatsapp" className="size-6" />} title={t.options.whatsapp.title} text={t.options.whatsapp.text}>
            <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t.options.whatsapp.button}
            </a>
          </ContactOption>
        </ul>
      </Section>

      <Section title={t.form.title} intro={t.form.intro} width="narrow" tone="muted">
        <ContactForm dogName={dogName} />
      </Section>

      <Section title={t.social.title} intro={t.social.text}>
        <ul className="flex justify-center gap-4">
          {socialLinks.map(({ name, href, icon }) => (
            <li key={name}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-full border bg-card px-5 py-3 font-semibold hover:bg-muted"
              >
                <Icon name={icon} className="size-5" />
                {name}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
