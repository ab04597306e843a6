/*
 * What a cell learns about a tool through ALL_TOOLS.
 */
package dev.krait.runtime;

import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * A tool's name, description and (when the host knows it) the JSON Schema of its input, visible to
 * the cell as the {@code .name}, {@code .description} and {@code .input_schema} (a dict; only
 * present when the schema is known) attributes of an {@code ALL_TOOLS} element.
 */
public record ToolMetadata(String name, String description, Optional<JsonNode> inputSchema) {
  public ToolMetadata {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(inputSchema, "inputSchema");
    inputSchema = inputSchema.map(JsonNode::deepCopy);
  }

  /** A tool without a known input schema. */
  public ToolMetadata(String name, String description) {
    this(name, description, Optional.empty());
  }
}
