/*
 * Where each conversation's store/load state lives: the one choice a code-mode host makes about
 * state. A function from conversation id to CellStore, with the in-memory default here and a
 * JDBC one beside it.
 */
package dev.krait.spring.ai;

import dev.krait.runtime.CellStore;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The {@link CellStore} of each conversation; the same id must give the same state. */
@FunctionalInterface
public interface ConversationStores {

  /** The store of {@code conversationId}. */
  CellStore of(String conversationId);

  /** An in-memory store per conversation, kept as long as the returned object. */
  static ConversationStores inMemory() {
    Map<String, CellStore> byId = new ConcurrentHashMap<>();
    return id -> byId.computeIfAbsent(id, k -> CellStore.inMemory());
  }
}
