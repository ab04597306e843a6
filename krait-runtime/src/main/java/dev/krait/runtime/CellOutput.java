/*
 * What a cell reports to the model: text(...) and image(...) outputs, in call order.
 */
package dev.krait.runtime;

import java.util.Objects;
import java.util.Optional;

/** One output of a cell, collected by {@link CellContext#takeOutput()}. */
public sealed interface CellOutput {

  /** From {@code text(value)}: a str as is, any other JSON value as compact JSON text. */
  record Text(String text) implements CellOutput {
    public Text {
      Objects.requireNonNull(text, "text");
    }
  }

  /**
   * From {@code image({"type": "image", "data": b64, "mimeType": mime}, detail=...)}.
   *
   * @param mimeType e.g. {@code image/png}
   * @param data the base64 payload, validated as base64
   * @param detail the requested detail, empty when the cell gave none
   */
  record Media(String mimeType, String data, Optional<ImageDetail> detail) implements CellOutput {
    public Media {
      Objects.requireNonNull(mimeType, "mimeType");
      Objects.requireNonNull(data, "data");
      Objects.requireNonNull(detail, "detail");
    }
  }
}
