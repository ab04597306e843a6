/*
 * The line-delimited JSON protocol between a host and a worker process (docs/worker-protocol.md):
 * frame reading with a size bound, the value encodings both sides share, and the checks the host
 * applies to every frame a worker sends. Both sides use this one class, so the two ends cannot
 * drift apart; the host never trusts it to have been followed (every frame is re-checked).
 *
 * Non-ASCII characters are written as \\uXXXX escapes: a Python str may hold a lone surrogate,
 * which UTF-8 cannot carry but a JSON escape can, so every str crosses exactly.
 */
package dev.krait.runtime.process;

import dev.krait.python.ExternalReply;
import dev.krait.python.HostValues;
import dev.krait.runtime.internal.JsonBridge;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** Frames and encodings of the worker protocol. */
public final class WorkerProtocol {
  /** Bumped on any incompatible change; the worker announces it in its hello frame. */
  public static final int VERSION = 1;
  /**
   * Pending ids the worker gives the tool calls it sends without waiting for a reply (call frames
   * with an "id"): the first is this + 1. Far above any id a host hands out, so the two never meet.
   */
  public static final long PIPELINED_IDS = 1L << 52;
  /** The seed's bound on one frame from a worker, beyond the cell's heap limit. */
  public static final long FRAME_SLACK_BYTES = 4L << 20;

  static final JsonMapper MAPPER = JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();
  static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private WorkerProtocol() {}

  /** A frame that breaks the protocol; its message names the violation. */
  public static final class Violation extends Exception {
    private static final long serialVersionUID = 1L;

    public Violation(String message) {
      super(message, null, false, false);
    }
  }

  // ---------------------------------------------------------------- lines

  /** Reads newline-terminated frames of at most {@code maxBytes} bytes each. */
  static final class FrameReader {
    private final InputStream in;
    private final long maxBytes;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;

    FrameReader(InputStream in, long maxBytes) {
      this.in = in;
      this.maxBytes = maxBytes;
    }

    /** The next frame's bytes (without the newline), or null at end of stream between frames. */
    byte[] next() throws IOException, Violation {
      byte[] line = new byte[0];
      int length = 0;
      while (true) {
        if (position == limit) {
          int n = in.read(buffer);
          if (n < 0) {
            if (length > 0) {
              throw new Violation("the worker's output ended in the middle of a frame");
            }
            return null;
          }
          position = 0;
          limit = n;
        }
        int end = position;
        while (end < limit && buffer[end] != '\n') {
          end++;
        }
        int count = end - position;
        if ((long) length + count > maxBytes) {
          throw new Violation("a frame exceeds the bound of " + maxBytes
              + " bytes (the cell's heap limit + 4 MiB)");
        }
        if (length + count > line.length) {
          line = Arrays.copyOf(line, Math.max(length + count, Math.min(line.length * 2 + 64,
              (int) Math.min(maxBytes, Integer.MAX_VALUE - 8))));
        }
        System.arraycopy(buffer, position, line, length, count);
        length += count;
        position = end;
        if (end < limit) {
          position++; // the newline
          return Arrays.copyOf(line, length);
        }
      }
    }
  }

  /** Writes one frame and flushes it. */
  static void write(OutputStream out, ObjectNode frame) throws IOException {
    byte[] bytes;
    try {
      bytes = MAPPER.writeValueAsBytes(frame);
    } catch (JacksonException e) {
      throw new IOException("cannot encode a frame: " + e.getOriginalMessage());
    }
    synchronized (out) {
      out.write(bytes);
      out.write('\n');
      out.flush();
    }
  }

  /** Parses one frame: a JSON object with a str "type". */
  static ObjectNode parse(byte[] line) throws Violation {
    JsonNode node;
    try {
      node = MAPPER.readTree(line);
    } catch (JacksonException e) {
      throw new Violation("malformed frame (not JSON): " + preview(line));
    }
    if (!(node instanceof ObjectNode object) || !object.path("type").isString()) {
      throw new Violation("malformed frame (not an object with a \"type\"): " + preview(line));
    }
    return object;
  }

  private static String preview(byte[] line) {
    String text = new String(line, 0, Math.min(line.length, 60), java.nio.charset.StandardCharsets.UTF_8);
    StringBuilder shown = new StringBuilder();
    text.codePoints().forEach(c -> shown.append(c >= 32 && c < 127 ? String.valueOf((char) c) : "?"));
    return "'" + shown + (line.length > 60 ? "...'" : "'");
  }

  static ObjectNode frame(String type) {
    ObjectNode frame = NODES.objectNode();
    frame.put("type", type);
    return frame;
  }

  // ---------------------------------------------------------------- field access with checks

  static String string(ObjectNode frame, String field) throws Violation {
    JsonNode node = frame.get(field);
    if (node == null || !node.isString()) {
      throw new Violation("malformed " + frame.path("type").asString() + " frame: \"" + field + "\" must be a str");
    }
    return node.stringValue();
  }

  static String optionalString(ObjectNode frame, String field) throws Violation {
    JsonNode node = frame.get(field);
    return node == null || node.isNull() ? null : string(frame, field);
  }

  static long integer(ObjectNode frame, String field) throws Violation {
    JsonNode node = frame.get(field);
    if (node == null || !node.isIntegralNumber() || !node.canConvertToLong()) {
      throw new Violation("malformed " + frame.path("type").asString() + " frame: \"" + field + "\" must be an int");
    }
    return node.longValue();
  }

  static ArrayNode array(ObjectNode frame, String field) throws Violation {
    JsonNode node = frame.get(field);
    if (!(node instanceof ArrayNode array)) {
      throw new Violation("malformed " + frame.path("type").asString() + " frame: \"" + field + "\" must be a list");
    }
    return array;
  }

  static ObjectNode object(ObjectNode frame, String field) throws Violation {
    JsonNode node = frame.get(field);
    if (!(node instanceof ObjectNode object)) {
      throw new Violation("malformed " + frame.path("type").asString() + " frame: \"" + field + "\" must be an object");
    }
    return object;
  }

  // ---------------------------------------------------------------- host values

  /** A host value (pure JSON data) as JSON; the worker's VM has already checked it. */
  static JsonNode value(Object hostValue) throws JsonBridge.RejectedValue {
    return JsonBridge.toJson(hostValue);
  }

  /** JSON as a host value, checked against the JSON boundary (depth, int range, finiteness). */
  static Object hostValue(JsonNode json) throws JsonBridge.RejectedValue {
    return JsonBridge.toHost(json);
  }

  /**
   * A global (a host value that may hold {@link HostValues.HostFunction} and
   * {@link HostValues.HostNamespace}) as a tagged tree: {"function": name}, {"namespace": type,
   * "attributes": {...}}, {"list": [...]}, or {"value": json} for plain data.
   */
  static JsonNode global(Object value) throws JsonBridge.RejectedValue {
    if (value instanceof HostValues.Constant constant) {
      return global(constant.value()); // the worker converts it once for its one cell
    }
    ObjectNode node = NODES.objectNode();
    if (value instanceof HostValues.HostFunction function) {
      node.put("function", function.name());
    } else if (value instanceof HostValues.HostNamespace namespace) {
      node.put("namespace", namespace.typeName());
      ObjectNode attributes = node.putObject("attributes");
      for (Map.Entry<String, Object> entry : namespace.attributes().entrySet()) {
        attributes.set(entry.getKey(), global(entry.getValue()));
      }
    } else if (value instanceof List<?> list && list.stream().anyMatch(WorkerProtocol::special)) {
      ArrayNode items = node.putArray("list");
      for (Object item : list) {
        items.add(global(item));
      }
    } else {
      node.set("value", JsonBridge.toJson(value));
    }
    return node;
  }

  private static boolean special(Object value) {
    return value instanceof HostValues.HostFunction || value instanceof HostValues.HostNamespace
        || value instanceof List<?> list && list.stream().anyMatch(WorkerProtocol::special);
  }

  /** The inverse of {@link #global}. */
  static Object fromGlobal(JsonNode node) throws Violation {
    try {
      if (node.has("function")) {
        return new HostValues.HostFunction(node.get("function").stringValue());
      } else if (node.has("namespace")) {
        Map<String, Object> attributes = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> entry : node.get("attributes").properties()) {
          attributes.put(entry.getKey(), fromGlobal(entry.getValue()));
        }
        return new HostValues.HostNamespace(node.get("namespace").stringValue(), attributes);
      } else if (node.has("list")) {
        List<Object> items = new ArrayList<>();
        for (JsonNode item : node.get("list").values()) {
          items.add(fromGlobal(item));
        }
        return items;
      }
      return JsonBridge.toHost(node.get("value"));
    } catch (JsonBridge.RejectedValue | RuntimeException e) {
      throw new Violation("malformed global: " + e.getMessage());
    }
  }

  // ---------------------------------------------------------------- replies

  /** {"value": v} | {"pending": id} | {"error": {"type", "message"}} | {"exit": true}. */
  static ObjectNode reply(ExternalReply reply) {
    ObjectNode node = NODES.objectNode();
    if (reply instanceof ExternalReply.Value value) {
      try {
        node.set("value", JsonBridge.toJson(value.value()));
      } catch (JsonBridge.RejectedValue e) {
        return reply(new ExternalReply.Error(e.pythonType(), e.getMessage()));
      }
    } else if (reply instanceof ExternalReply.Pending pending) {
      node.put("pending", pending.id());
    } else if (reply instanceof ExternalReply.Error error) {
      ObjectNode e = node.putObject("error");
      e.put("type", error.pythonType());
      e.put("message", error.message());
    } else {
      node.put("exit", true);
    }
    return node;
  }

  /** The inverse of {@link #reply(ExternalReply)}. */
  static ExternalReply fromReply(JsonNode node) throws Violation {
    try {
      if (node.has("value")) {
        return new ExternalReply.Value(JsonBridge.toHost(node.get("value")));
      } else if (node.has("pending")) {
        return new ExternalReply.Pending(node.get("pending").longValue());
      } else if (node.has("error")) {
        JsonNode error = node.get("error");
        return new ExternalReply.Error(error.get("type").stringValue(), error.get("message").stringValue());
      } else if (node.has("exit")) {
        return new ExternalReply.Exit();
      }
    } catch (JsonBridge.RejectedValue | RuntimeException e) {
      throw new Violation("malformed reply: " + e.getMessage());
    }
    throw new Violation("malformed reply: " + node);
  }
}
