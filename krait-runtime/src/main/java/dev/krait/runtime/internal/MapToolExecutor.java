/*
 * The ToolExecutor made by ToolExecutor.builder(): Java functions by name.
 */
package dev.krait.runtime.internal;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.ToolExecutor;
import dev.krait.runtime.ToolException;
import dev.krait.runtime.ToolMetadata;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** An immutable executor of builder-registered tools. */
public final class MapToolExecutor implements ToolExecutor {
  private final Map<String, Entry> tools;
  private final List<String> names;
  private final List<ToolMetadata> metadata;
  private final Executor executor;

  /** Made on the first typed tool call: building a mapper loads much of Jackson (a CLI run has none). */
  private static final class Mapper {
    static final JsonMapper MAPPER = JsonMapper.builder().build();
  }

  /** One registered tool: exactly one of {@code async} and {@code sync} is non-null. */
  public record Entry(ToolMetadata metadata, AsyncTool async, SyncTool sync) {}

  public MapToolExecutor(Map<String, Entry> tools, Executor executor) {
    this.tools = new LinkedHashMap<>(tools);
    this.names = List.copyOf(this.tools.keySet());
    List<ToolMetadata> list = new ArrayList<>();
    this.tools.values().forEach(entry -> list.add(entry.metadata()));
    this.metadata = List.copyOf(list);
    this.executor = executor != null ? executor : KraitThreads.tools();
  }

  /** The body of a typed tool: JSON -> I with Jackson, then O -> JSON. */
  public static <I, O> SyncTool typed(ToolMetadata metadata, Class<I> inputType, TypedTool<I, O> body) {
    String label = "tools." + metadata.identifier();
    return input -> {
      I value;
      try {
        value = Mapper.MAPPER.treeToValue(input, inputType);
      } catch (JacksonException e) {
        throw ToolException.failed(label + ": invalid arguments: " + e.getOriginalMessage());
      }
      O result = body.call(value);
      return result instanceof JsonNode node ? node : Mapper.MAPPER.valueToTree(result);
    };
  }

  @Override
  public List<String> names() {
    return names;
  }

  @Override
  public List<ToolMetadata> metadata() {
    return metadata;
  }

  @Override
  public CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation) {
    Entry entry = tools.get(name);
    if (entry == null) {
      return CompletableFuture.failedFuture(ToolException.failed("unknown tool: " + name));
    }
    if (entry.async() != null) {
      return entry.async().call(input, cancellation);
    }
    return CompletableFuture.supplyAsync(() -> {
      try {
        return entry.sync().call(input);
      } catch (RuntimeException e) {
        throw e;
      } catch (Exception e) {
        throw new CompletionException(e);
      }
    }, executor);
  }
}
