/*
 * The runtime's check of a tool call's input, before the tool is invoked: against the input
 * schema of the tool's metadata, for every tool source alike (Java, MCP, adapters). The call of
 * a tool with a schema takes keyword arguments or one dict; a None keyword argument for an
 * optional parameter that cannot be None means "not given", as the signature's `= None` says.
 */
package dev.krait.runtime.internal;

import dev.krait.runtime.ToolMetadata;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Validates tool inputs against their metadata's schema. */
public final class ToolInputs {
  private ToolInputs() {}

  /** The input to send, or the message of the ToolError that refuses the call. */
  public record Checked(JsonNode input, String error) {}

  /**
   * Checks {@code input} for {@code tools.IDENTIFIER}; {@code keywords} says it was built from
   * keyword arguments (then None for an optional, non-nullable parameter is dropped, in place).
   */
  public static Checked check(ToolMetadata tool, JsonNode input, boolean keywords) {
    Optional<JsonNode> schema = tool.inputSchema();
    if (schema.isEmpty()) {
      return new Checked(input, null);
    }
    String label = "tools." + tool.identifier();
    JsonNode s = schema.get();
    boolean objectSchema = !s.has("type") || "object".equals(s.path("type").asString(""));
    if (objectSchema && !input.isObject()) {
      String params = new PythonStubs().parameters(tool.identifier(), s);
      String takes = params.isEmpty() ? "takes keyword arguments or one dict"
          : "takes keyword arguments (" + params + ")";
      return new Checked(input, label + " " + takes + "; got a positional "
          + SchemaValidator.pythonTypeOf(input));
    }
    if (keywords && input instanceof ObjectNode object) {
      dropNoneForOptional(s, object);
    }
    Optional<SchemaValidator> validator = SchemaValidator.of(s);
    if (validator.isEmpty()) {
      return new Checked(input, null);
    }
    List<String> problems = validator.get().problems(input);
    return new Checked(input, problems.isEmpty() ? null : SchemaValidator.message(label, problems));
  }

  private static void dropNoneForOptional(JsonNode schema, ObjectNode input) {
    JsonNode props = schema.path("properties");
    Set<String> required = new HashSet<>();
    schema.path("required").forEach(r -> required.add(r.asString("")));
    List<String> drop = new ArrayList<>();
    for (Map.Entry<String, JsonNode> e : input.properties()) {
      if (e.getValue().isNull() && !required.contains(e.getKey()) && props.has(e.getKey())
          && !PythonStubs.acceptsNone(props.get(e.getKey()))) {
        drop.add(e.getKey());
      }
    }
    drop.forEach(input::remove);
  }
}
