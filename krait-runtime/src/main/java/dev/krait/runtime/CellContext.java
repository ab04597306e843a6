/*
 * The per-cell host state: outputs, notifications, printed text, staged store writes.
 */
package dev.krait.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * What one cell hands to its host. Create a fresh context per cell, on the conversation's shared
 * {@link CellStore}:
 *
 * <ul>
 *   <li>{@code text(...)}/{@code image(...)} outputs: {@link #takeOutput()};
 *   <li>{@code notify(...)} messages: {@link #takeNotifications()};
 *   <li>{@code print(...)} text, kept apart from outputs: {@link #takePrinted()};
 *   <li>{@code store(key, value)} writes, staged here and visible to {@code load} in this context
 *       at once, published to the store only by {@link #commit()} (call it only after a
 *       {@link CellResult.Success} you accept).
 * </ul>
 *
 * <p>{@code ALL_TOOLS} in the cell lists {@link #metadata()}. Thread-safe.
 */
public final class CellContext {
  private final CellStore store;
  private final List<ToolMetadata> metadata;
  private final CellListener listener;
  private final List<CellOutput> outputs = new ArrayList<>();
  private final List<String> notifications = new ArrayList<>();
  private final StringBuilder printed = new StringBuilder();
  private final Map<String, JsonNode> staged = new LinkedHashMap<>();
  private final List<CheckReport.Diagnostic> warnings = new ArrayList<>();
  private String cellId;
  /** A journaled cell's success: commit() ends its journal with the writes (see CellJournal#end). */
  private JournalEnd journalEnd;

  private record JournalEnd(CellJournal journal, String cell, long entry, byte[] bytes) {}

  /** A context on {@code store} whose cell sees {@code metadata} as {@code ALL_TOOLS}. */
  public CellContext(CellStore store, List<ToolMetadata> metadata) {
    this(store, metadata, CellListener.NONE);
  }

  /** As {@link #CellContext(CellStore, List)}, also streaming events to {@code listener}. */
  public CellContext(CellStore store, List<ToolMetadata> metadata, CellListener listener) {
    this.store = Objects.requireNonNull(store, "store");
    this.metadata = List.copyOf(metadata);
    this.listener = Objects.requireNonNull(listener, "listener");
  }

  /** The shared store. */
  public CellStore store() {
    return store;
  }

  /** Tool metadata shown to the cell as {@code ALL_TOOLS}. */
  public List<ToolMetadata> metadata() {
    return metadata;
  }

  /** Returns and clears the outputs collected so far, in order. */
  public synchronized List<CellOutput> takeOutput() {
    List<CellOutput> result = List.copyOf(outputs);
    outputs.clear();
    return result;
  }

  /** Returns and clears the notifications collected so far, in order. */
  public synchronized List<String> takeNotifications() {
    List<String> result = List.copyOf(notifications);
    notifications.clear();
    return result;
  }

  /** Returns and clears the {@code print} text captured so far. */
  public synchronized String takePrinted() {
    String result = printed.toString();
    printed.setLength(0);
    return result;
  }

  /**
   * Returns and clears the warnings of the pre-run check (imports Krait lacks, names bound nowhere,
   * tool results used without await): the cell ran anyway; show them beside its output.
   */
  public synchronized List<CheckReport.Diagnostic> takeWarnings() {
    List<CheckReport.Diagnostic> result = List.copyOf(warnings);
    warnings.clear();
    return result;
  }

  /** Stages a write, as the cell's {@code store(key, value)} does. */
  public synchronized void store(String key, JsonNode value) {
    staged.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value").deepCopy());
  }

  /** The staged value of {@code key}, else the committed one, as the cell's {@code load(key)} sees it. */
  public Optional<JsonNode> load(String key) {
    Objects.requireNonNull(key, "key");
    synchronized (this) {
      JsonNode value = staged.get(key);
      if (value != null) {
        return Optional.of(value.deepCopy());
      }
    }
    return store.load(key);
  }

  /** Whether staged writes are waiting for {@link #commit()}. */
  public synchronized boolean hasStagedWrites() {
    return !staged.isEmpty();
  }

  /**
   * Publishes the staged writes to the store at once and clears them. If the store throws, the
   * writes stay staged and the exception propagates. For a cell with a {@link CellJournal} that
   * succeeded, this also ends its journal, atomically with the writes (so a crash never leaves the
   * cell both finished and its writes lost); a {@link CellConflictException} then means another
   * host finished the cell first, and nothing was written.
   */
  public void commit() {
    Map<String, JsonNode> writes;
    JournalEnd end;
    synchronized (this) {
      writes = new LinkedHashMap<>(staged);
      end = journalEnd;
    }
    if (end != null) {
      end.journal().end(end.cell(), end.entry(), end.bytes(), store, writes);
    } else {
      store.commit(writes);
    }
    synchronized (this) {
      if (journalEnd == end) {
        journalEnd = null;
      }
      writes.forEach((key, value) -> staged.remove(key, value));
    }
  }

  /**
   * The id of the durable cell this context ran (the same for every resume of it): the key of its
   * {@link CellJournal} entries, for {@link CodeExecutor#recover}. Empty for a cell that is not
   * durable, or before it started.
   */
  public synchronized Optional<String> cellId() {
    return Optional.ofNullable(cellId);
  }

  synchronized void setCellId(String id) {
    this.cellId = id;
  }

  synchronized void endJournalOnCommit(CellJournal journal, String cell, long entry, byte[] bytes) {
    this.journalEnd = new JournalEnd(journal, cell, entry, bytes);
  }

  synchronized void addWarnings(List<CheckReport.Diagnostic> found) {
    warnings.addAll(found);
  }

  synchronized void addOutput(CellOutput output) {
    outputs.add(output);
    listener.onOutput(output);
  }

  synchronized void addNotification(String message) {
    notifications.add(message);
    listener.onNotification(message);
  }

  synchronized void appendPrinted(String text) {
    printed.append(text);
    listener.onPrint(text);
  }
}
