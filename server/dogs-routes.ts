import { Router } from "express";
import { asyncHandler } from "~/lib/async-handler.server";
import { createPageCache } from "~/framework/page-cache";
import { dogImage } from "~/features/dogs/images.server";
import { imageIdPattern, isDogImageWidth } from "~/features/dogs/images";
import { servedPictureIds } from "~/features/dogs/pictures";
import { immutableCaching, isVariantFormat, variantContentType } from "~/features/media/variant-format";
import { placeholderSvg } from "~/features/dogs/placeholder";
import { dogSource, loadDogList } from "~/features/dogs/source.server";

const fiveMinutes = "public, max-age=300";

/** The dog endpoints: the list as JSON (`GET /api/fetch-dogs`: `{ dogs, cacheTimestamp }`) and the image route. */
export function dogRoutes(): Router {
  const router = Router();

  // The list as JSON, made and compressed once per version of the list.
  const dogListJson = createPageCache({
    maxBytes: 16 * 1024 * 1024,
    // One page only, rendered once per version of the list.
    maxRenders: 1,
    cacheable: () => true,
    keyOf: () => "fetch-dogs",
    dataVersion: async () => (await loadDogList()).version,
    render: async () => {
      const { dogs, cacheTimestamp, failed } = await loadDogList();
      const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" });
      const body = JSON.stringify(failed ? { error: "dog list unavailable" } : { dogs, cacheTimestamp });
      return { status: failed ? 503 : 200, headers, body };
    },
  });
  router.get("/api/fetch-dogs", dogListJson.middleware);

  router.get("/images/dogs/placeholder.svg", (_req, res) => {
    res.setHeader("Cache-Control", fiveMinutes);
    res.type("image/svg+xml").send(placeholderSvg);
  });

  router.get(
    "/images/dogs/:dogId/:imageId/:width.:format",
    asyncHandler<{ dogId: string; imageId: string; width: string; format: string }>(async (req, res, next) => {
      const { dogId, imageId, format } = req.params;
      const width = Number(req.params.width);
      if (!imageIdPattern.test(dogId) || !imageIdPattern.test(imageId) || !isDogImageWidth(width) || !isVariantFormat(format)) {
        return res.status(404).type("text/plain").send("Not Found");
      }
      // Only pictures of listed dogs (their photos and those their descriptions embed): no arbitrary
      // requests to the image host, no unbounded cache.
      const { dogs } = await loadDogList();
      if (!dogs.some((dog) => dog.id === dogId && servedPictureIds(dog).has(imageId))) {
        return res.status(404).type("text/plain").send("Not Found");
      }
      try {
        const image = await dogImage({ dogId, imageId, width, format });
        res.setHeader("Cache-Control", image.immutable ? immutableCaching : fiveMinutes);
        res.type(variantContentType(format)).send(image.body);
      } catch (error) {
        next(error);
      }
    }),
  );

  return router;
}

/** The dog source's part of /healthz. */
export function dogSourceHealth() {
  return dogSource().status();
}
