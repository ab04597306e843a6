/*
 * Several ToolExecutors seen as one (e.g. upstream MCP tools plus the catalogue helpers of CodeMode).
 */
package dev.krait.runtime.internal;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.ToolException;
import dev.krait.runtime.ToolExecutor;
import dev.krait.runtime.ToolMetadata;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/** Routes each name to the executor that has it; the first executor wins on a duplicate. */
public final class CompositeTools implements ToolExecutor {
  private final Map<String, ToolExecutor> byName = new LinkedHashMap<>();
  private final List<ToolMetadata> metadata = new ArrayList<>();

  public CompositeTools(List<ToolExecutor> executors) {
    for (ToolExecutor executor : executors) {
      for (ToolMetadata m : executor.metadata()) {
        if (byName.putIfAbsent(m.name(), executor) == null) {
          metadata.add(m);
        }
      }
    }
  }

  @Override
  public List<String> names() {
    return List.copyOf(byName.keySet());
  }

  @Override
  public List<ToolMetadata> metadata() {
    return List.copyOf(metadata);
  }

  @Override
  public boolean requiresApproval(String name) {
    ToolExecutor executor = byName.get(name);
    return executor != null && executor.requiresApproval(name);
  }

  @Override
  public CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation) {
    ToolExecutor executor = byName.get(name);
    if (executor == null) {
      return CompletableFuture.failedFuture(ToolException.failed("unknown tool: " + name));
    }
    return executor.invoke(name, input, cancellation);
  }
}
