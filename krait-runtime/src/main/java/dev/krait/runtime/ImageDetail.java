/*
 * The resolution hint a cell attaches to an image output: image(obj, detail="...").
 */
package dev.krait.runtime;

import java.util.Locale;
import java.util.Optional;

/** How much detail a model should see in an image output, as in {@code image(obj, detail="high")}. */
public enum ImageDetail {
  AUTO,
  LOW,
  HIGH,
  ORIGINAL;

  /** The Python spelling: {@code "auto"}, {@code "low"}, {@code "high"} or {@code "original"}. */
  public String pythonName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses the Python spelling; empty for anything else. */
  public static Optional<ImageDetail> fromPythonName(String name) {
    for (ImageDetail detail : values()) {
      if (detail.pythonName().equals(name)) {
        return Optional.of(detail);
      }
    }
    return Optional.empty();
  }
}
