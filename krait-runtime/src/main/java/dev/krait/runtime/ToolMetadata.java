/*
 * What a cell learns about a tool through ALL_TOOLS.
 */
package dev.krait.runtime;

import java.util.Objects;

/**
 * A tool's name and description, visible to the cell as the {@code .name} and
 * {@code .description} attributes of an {@code ALL_TOOLS} element.
 */
public record ToolMetadata(String name, String description) {
  public ToolMetadata {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
  }
}
