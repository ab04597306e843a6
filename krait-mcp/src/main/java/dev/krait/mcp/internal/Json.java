/*
 * JSON helpers shared by the MCP client and server: one Jackson 3 mapper, MCP result mapping.
 */
package dev.krait.mcp.internal;

import dev.krait.runtime.ToolException;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** Shared JSON plumbing. */
public final class Json {
  /**
   * The Jackson mapper used for every conversion. The mix-in: the SDK's elicitation request names
   * its form by a property "mode" that its type information also writes, which Jackson 3 refuses
   * to serialize ("Conflict between type id property 'mode' and bean property"); the property alone
   * is what the protocol wants.
   */
  public static final JsonMapper MAPPER = JsonMapper.builder()
      .addMixIn(McpSchema.ElicitFormRequest.class, PlainElicitation.class).build();

  @com.fasterxml.jackson.annotation.JsonTypeInfo(use = com.fasterxml.jackson.annotation.JsonTypeInfo.Id.NONE)
  private interface PlainElicitation {}
  /** The same mapper, as the MCP SDK wants it. */
  public static final McpJsonMapper MCP_MAPPER = new JacksonMcpJsonMapper(MAPPER);

  private Json() {}

  /** A JSON object as a Java map (for the SDK's request records). */
  public static Map<String, Object> toMap(JsonNode node) {
    return MAPPER.convertValue(node, new TypeReference<Map<String, Object>>() {});
  }

  /** The Python type name of a JSON value, for messages. */
  public static String typeName(JsonNode node) {
    if (node == null || node.isNull()) {
      return "None";
    }
    if (node.isArray()) {
      return "list";
    }
    if (node.isString()) {
      return "str";
    }
    if (node.isBoolean()) {
      return "bool";
    }
    if (node.isIntegralNumber()) {
      return "int";
    }
    if (node.isNumber()) {
      return "float";
    }
    return "dict";
  }

  /** {@code 1.5s}. */
  public static String seconds(Duration d) {
    long ms = d.toMillis();
    return ms % 1000 == 0 ? (ms / 1000) + "s" : (ms / 1000.0) + "s";
  }

  /** Checks a duration is positive. */
  public static Duration positive(Duration d, String what) {
    Objects.requireNonNull(d, what);
    if (d.isNegative() || d.isZero()) {
      throw new IllegalArgumentException(what + " must be positive: " + d);
    }
    return d;
  }

  /**
   * Maps a tool result to the value the cell sees (see {@code McpTools}); an {@code isError}
   * result throws a failed {@link ToolException} carrying the server's text.
   */
  public static JsonNode mapResult(McpSchema.CallToolResult result, String tool) {
    if (result == null) {
      throw ToolException.failed("MCP tool " + tool + " returned no result");
    }
    List<McpSchema.Content> content = result.content() == null ? List.of() : result.content();
    if (Boolean.TRUE.equals(result.isError())) {
      List<String> texts = new ArrayList<>();
      for (McpSchema.Content c : content) {
        if (c instanceof McpSchema.TextContent t && t.text() != null) {
          texts.add(t.text());
        }
      }
      String message = texts.isEmpty() ? "MCP tool " + tool + " failed (no message)" : String.join("\n", texts);
      throw ToolException.failed(message);
    }
    if (result.structuredContent() != null) {
      return MAPPER.valueToTree(result.structuredContent());
    }
    if (content.isEmpty()) {
      return JsonNodeFactory.instance.nullNode();
    }
    if (content.size() == 1) {
      return contentValue(content.get(0));
    }
    ArrayNode list = JsonNodeFactory.instance.arrayNode();
    for (McpSchema.Content c : content) {
      list.add(contentValue(c));
    }
    return list;
  }

  private static JsonNode contentValue(McpSchema.Content c) {
    if (c instanceof McpSchema.TextContent t) {
      return textValue(t.text() == null ? "" : t.text());
    }
    if (c instanceof McpSchema.ImageContent image) {
      ObjectNode node = JsonNodeFactory.instance.objectNode();
      node.put("type", "image");
      node.put("data", image.data());
      node.put("mimeType", image.mimeType());
      return node;
    }
    JsonNode node = MAPPER.valueToTree(c);
    if (node instanceof ObjectNode object && !object.has("type")) {
      object.put("type", c.type());
    }
    return node;
  }

  /** A text parsed as JSON when it is JSON (an object, array, number...), else the string. */
  public static JsonNode textValue(String text) {
    String trimmed = text.strip();
    if (!trimmed.isEmpty()) {
      char first = trimmed.charAt(0);
      if (first == '{' || first == '[' || first == '"' || first == '-' || Character.isDigit(first)
          || trimmed.equals("true") || trimmed.equals("false") || trimmed.equals("null")) {
        try {
          return MAPPER.readTree(trimmed);
        } catch (RuntimeException e) {
          // not JSON: a plain string
        }
      }
    }
    return JsonNodeFactory.instance.stringNode(text);
  }
}
