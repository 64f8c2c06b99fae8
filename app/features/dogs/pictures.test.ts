import { describe, expect, it } from "vitest";
import { petOfficePictureOf, servedPictureIds } from "./pictures";

describe("pet-office pictures", () => {
  it("reads the dog and image id from a pet-office picture URL on any host", () => {
    expect(petOfficePictureOf("https://office.example/vermittlungstiere/a0b00003/images/img-7/500x500")).toEqual({
      dogId: "a0b00003",
      imageId: "img-7",
    });
    expect(petOfficePictureOf("//cdn.example/api/vermittlungstiere/d1/images/i2/1000x1000/?v=3")).toEqual({ dogId: "d1", imageId: "i2" });
    expect(petOfficePictureOf("https://example.org/hund.jpg")).toBeUndefined();
    expect(petOfficePictureOf("https://x/vermittlungstiere/../images/i/500x500")).toBeUndefined();
  });

  it("serves a dog's photos and the pictures of its own description, not another dog's", () => {
    const description =
      '<p><img src="https://office.example/vermittlungstiere/d1/images/extra/500x500"></p>' +
      "<img src='https://office.example/vermittlungstiere/d2/images/foreign/500x500'><img src=https://example.org/x.jpg>";
    expect([...servedPictureIds({ id: "d1", imageIds: ["main"], description })]).toEqual(["main", "extra"]);
  });
});
