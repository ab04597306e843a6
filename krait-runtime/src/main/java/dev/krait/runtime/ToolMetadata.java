/*
 * What the runtime and the model know about a tool: its name, description and JSON Schemas. The
 * neutral description every surface is built from (the cell's ALL_TOOLS, input validation, the
 * Python signatures of CodeMode, the pre-run check), whatever the tool's source.
 */
package dev.krait.runtime;

import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * A tool's name, description and (when the host knows them) the JSON Schemas of its input and of
 * its result.
 *
 * <p>With an input schema, every call is validated against it before the tool is invoked (a
 * {@code ToolError} names the field and the rule, and the tool is not called), the pre-run check
 * knows the tool's keyword arguments, and {@link CodeMode} shows it as a typed Python signature.
 * The output schema only documents the result (the signature's return type). In the cell these
 * are the {@code .name}, {@code .description}, {@code .input_schema} and {@code .output_schema}
 * attributes of an {@code ALL_TOOLS} element (the schemas as dicts, present only when known).
 */
public record ToolMetadata(String name, String description, Optional<JsonNode> inputSchema,
    Optional<JsonNode> outputSchema) {
  public ToolMetadata {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(inputSchema, "inputSchema");
    Objects.requireNonNull(outputSchema, "outputSchema");
    inputSchema = inputSchema.map(JsonNode::deepCopy);
    outputSchema = outputSchema.map(JsonNode::deepCopy);
  }

  /** A tool with a known input schema (or not) and no output schema. */
  public ToolMetadata(String name, String description, Optional<JsonNode> inputSchema) {
    this(name, description, inputSchema, Optional.empty());
  }

  /** A tool without known schemas. */
  public ToolMetadata(String name, String description) {
    this(name, description, Optional.empty(), Optional.empty());
  }

  /** A tool with an input schema and, when {@code outputSchema} is not null, an output schema. */
  public static ToolMetadata of(String name, String description, JsonNode inputSchema, JsonNode outputSchema) {
    return new ToolMetadata(name, description, Optional.of(Objects.requireNonNull(inputSchema, "inputSchema")),
        Optional.ofNullable(outputSchema));
  }

  /** The Python identifier of this tool in the cell: {@code tools.IDENTIFIER}. */
  public String identifier() {
    return dev.krait.runtime.internal.ToolNames.identifier(name);
  }
}
