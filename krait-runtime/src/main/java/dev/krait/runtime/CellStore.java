/*
 * The JSON state shared by the cells of one conversation. In memory by default; an interface so
 * a durable store (e.g. SQLite) can be plugged in.
 */
package dev.krait.runtime;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Key/value JSON state shared by the {@link CellContext}s of a conversation. Cells see it through
 * {@code load(key)}; their {@code store(key, value)} calls are staged in the context and reach the
 * store only on {@link CellContext#commit()}. Implementations must be thread-safe and must not let
 * callers mutate stored values (copy JSON trees in and out).
 */
public interface CellStore {

  /** The committed value of {@code key}, if any. */
  Optional<JsonNode> load(String key);

  /**
   * Writes all entries at once (all or nothing). Implementations report persistence failures by
   * throwing an unchecked exception; nothing of {@code writes} may then be visible.
   */
  void commit(Map<String, JsonNode> writes);

  /** A new, empty, thread-safe in-memory store. */
  static CellStore inMemory() {
    return new InMemory();
  }

  /** The in-memory store returned by {@link CellStore#inMemory()}. */
  final class InMemory implements CellStore {
    private final Map<String, JsonNode> values = new HashMap<>();

    private InMemory() {}

    @Override
    public synchronized Optional<JsonNode> load(String key) {
      JsonNode value = values.get(Objects.requireNonNull(key, "key"));
      return value == null ? Optional.empty() : Optional.of(value.deepCopy());
    }

    @Override
    public void commit(Map<String, JsonNode> writes) {
      Map<String, JsonNode> copies = new HashMap<>();
      writes.forEach((key, value) ->
          copies.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value").deepCopy()));
      synchronized (this) {
        values.putAll(copies);
      }
    }
  }
}
