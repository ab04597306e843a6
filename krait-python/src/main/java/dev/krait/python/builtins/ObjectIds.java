/*
 * id(): a number per object, stable while the object lives and never reused for another
 * live object. Objects are held weakly, so the table does not keep garbage alive.
 */
package dev.krait.python.builtins;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;

/** Identity numbers for {@code id()}. */
final class ObjectIds {
  private ObjectIds() {}

  private static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<>();
  private static final HashMap<Key, Long> IDS = new HashMap<>();
  private static long next = 0x7f0000001000L;

  private static final class Key extends WeakReference<Object> {
    private final int hash;

    Key(Object o, ReferenceQueue<Object> q) {
      super(o, q);
      this.hash = System.identityHashCode(o);
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public boolean equals(Object other) {
      if (this == other) {
        return true;
      }
      if (!(other instanceof Key k)) {
        return false;
      }
      Object a = get();
      return a != null && a == k.get();
    }
  }

  /** The id of {@code o}. */
  static synchronized long of(Object o) {
    for (Object ref = QUEUE.poll(); ref != null; ref = QUEUE.poll()) {
      IDS.remove(ref);
    }
    Key probe = new Key(o, null);
    Long id = IDS.get(probe);
    if (id != null) {
      probe.clear();
      return id;
    }
    long v = next;
    next += 16;
    IDS.put(new Key(o, QUEUE), v);
    probe.clear();
    return v;
  }
}
