/*
 * Where durable cells write their effect journal, so a cell survives the host that ran it: a
 * crashed host's cells are recovered from it, and a suspended cell can be resumed by another host
 * that shares it. The runtime encodes and authenticates the entries; a journal only keeps bytes in
 * order and refuses a second writer at the same position, which is what makes "exactly one host
 * resumes a cell" hold without locks.
 */
package dev.krait.runtime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * An append-only log of entries per cell (see docs/durable.md, "The effect journal"). Entries are
 * opaque, authenticated bytes written by the runtime. Implementations must be thread-safe, and
 * every method must be durable when it returns (a crash right after loses nothing it wrote).
 */
public interface CellJournal {

  /**
   * Appends {@code entry} to {@code cell}'s journal as entry number {@code seq} (0 starts a
   * journal).
   *
   * @throws CellConflictException when {@code cell} has an entry {@code seq} already (another host
   *     continued the cell) or has fewer than {@code seq} entries; nothing is written then
   */
  void append(String cell, long seq, byte[] entry);

  /** {@code cell}'s entries in order; empty if it has none. */
  List<byte[]> read(String cell);

  /**
   * Appends {@code entry} (the runtime's end marker) as entry {@code seq}, publishes
   * {@code writes} to the conversation's store, and marks the cell ended, all at once: after a
   * crash either all of it is visible or none. A journal that is not also the
   * {@link CellStore} of the cells' contexts passes {@code writes} to that store.
   *
   * @throws CellConflictException as {@link #append}
   */
  void end(String cell, long seq, byte[] entry, CellStore store, Map<String, JsonNode> writes);

  /** The cells with a journal that has not ended (running, suspended, or lost with their host). */
  List<String> open();

  /** A new, empty, thread-safe journal in memory (it survives no crash: for tests and single processes). */
  static CellJournal inMemory() {
    return new InMemory();
  }

  /** The journal returned by {@link #inMemory()}. */
  final class InMemory implements CellJournal {
    private final Map<String, List<byte[]>> entries = new LinkedHashMap<>();
    private final Map<String, Boolean> ended = new HashMap<>();

    private InMemory() {}

    @Override
    public synchronized void append(String cell, long seq, byte[] entry) {
      List<byte[]> list = entries.computeIfAbsent(Objects.requireNonNull(cell, "cell"), c -> new ArrayList<>());
      if (seq != list.size()) {
        if (list.isEmpty()) {
          entries.remove(cell);
        }
        throw CellConflictException.at(cell, seq);
      }
      list.add(entry.clone());
    }

    @Override
    public synchronized List<byte[]> read(String cell) {
      List<byte[]> list = entries.get(Objects.requireNonNull(cell, "cell"));
      List<byte[]> out = new ArrayList<>();
      if (list != null) {
        list.forEach(e -> out.add(e.clone()));
      }
      return out;
    }

    @Override
    public synchronized void end(String cell, long seq, byte[] entry, CellStore store,
        Map<String, JsonNode> writes) {
      List<byte[]> list = entries.get(Objects.requireNonNull(cell, "cell"));
      if (list == null || seq != list.size()) {
        throw CellConflictException.at(cell, seq);
      }
      store.commit(writes); // first: if it throws, the journal is unchanged
      list.add(entry.clone());
      ended.put(cell, true);
    }

    @Override
    public synchronized List<String> open() {
      List<String> out = new ArrayList<>();
      entries.keySet().forEach(cell -> {
        if (!ended.containsKey(cell)) {
          out.add(cell);
        }
      });
      return out;
    }
  }
}
