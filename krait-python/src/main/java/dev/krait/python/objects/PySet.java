/*
 * set and frozenset: a reimplementation of CPython's set table algorithm (setobject.c) so that
 * iteration order, and therefore repr and printing, match CPython for ints, strs of known hash
 * and tuples: a table of 8 slots initially, 9 linear probes then perturbed probing, dummy
 * entries left by deletions (reused by later additions), growth when fill*5 >= mask*3 to
 * used*4 (used*2 past 50000), and the same order of re-insertion on resize, copy and merge.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.function.Consumer;

/** {@code set} and {@code frozenset} (one Java class; {@link #isFrozen()} tells them apart). */
public class PySet extends PyObject {
  public static final PyType TYPE = PyType.builtin("set", PyType.OBJECT, SetMethods::installSet);
  public static final PyType FROZEN_TYPE = PyType.builtin("frozenset", PyType.OBJECT, SetMethods::installFrozen);
  public static final PyType ITERATOR_TYPE = PyType.builtin("set_iterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);

  private static final int MIN_SIZE = 8;
  private static final int LINEAR_PROBES = 9;
  private static final int PERTURB_SHIFT = 5;
  /** Marks a deleted slot (its hash is -1). */
  private static final PyObject DUMMY = new PyObject() {
    @Override
    public PyType type() {
      return PyNone.TYPE;
    }
  };

  private PyObject[] table;
  private long[] hashes;
  private int mask;
  private int fill;
  private int used;
  private int finger;
  private final boolean frozen;
  PyType subtype;
  private PyDict dict;
  private long cachedHash = -1;

  /** An empty set. */
  public PySet() {
    this(false);
  }

  /** An empty set or frozenset. */
  public PySet(boolean frozen) {
    this.frozen = frozen;
    this.table = new PyObject[MIN_SIZE];
    this.hashes = new long[MIN_SIZE];
    this.mask = MIN_SIZE - 1;
  }

  /** {@code set(iterable)} or {@code frozenset(iterable)}. */
  public static PySet fromIterable(PyObject iterable, boolean frozen) {
    PySet s = new PySet(frozen);
    s.updateFrom(iterable);
    return s;
  }

  /** A set of the given items, added in order. */
  public static PySet of(PyObject... items) {
    PySet s = new PySet(false);
    for (PyObject o : items) {
      s.add(o);
    }
    return s;
  }

  @Override
  public PyType type() {
    return subtype != null ? subtype : frozen ? FROZEN_TYPE : TYPE;
  }

  @Override
  public PyDict instanceDict() {
    if (subtype != null && dict == null) {
      dict = new PyDict();
    }
    return dict;
  }

  public boolean isFrozen() {
    return frozen;
  }

  public int size() {
    return used;
  }

  /** The elements in iteration (table) order. */
  public PyObject[] toArray() {
    PyObject[] out = new PyObject[used];
    int n = 0;
    for (PyObject k : table) {
      if (k != null && k != DUMMY) {
        out[n++] = k;
      }
    }
    return out;
  }

  // ================================================================ table algorithm

  /** set_add_entry. */
  public void add(PyObject key) {
    addEntry(key, Containers.hash(key));
  }

  void addEntry(PyObject key, long hash) {
    restart:
    while (true) {
      int m = mask;
      PyObject[] tab = table;
      int i = (int) (hash & m);
      int freeslot = -1;
      long perturb = hash;
      while (true) {
        int probes = i + LINEAR_PROBES <= m ? LINEAR_PROBES : 0;
        int j = i;
        do {
          PyObject k = tab[j];
          if (k == null) {
            if (freeslot >= 0) {
              tab[freeslot] = key;
              hashes[freeslot] = hash;
              used++;
              return;
            }
            fill++;
            used++;
            tab[j] = key;
            hashes[j] = hash;
            if ((long) fill * 5 < (long) m * 3) {
              return;
            }
            resize(used > 50000 ? used * 2 : used * 4);
            return;
          }
          if (k == DUMMY) {
            // CPython 3.11 remembers the last dummy on the probe path (checked against python3).
            freeslot = j;
          } else if (hashes[j] == hash) {
            if (k == key) {
              return;
            }
            boolean eq;
            if (k instanceof PyStr a && key instanceof PyStr b && a.type() == PyStr.TYPE && b.type() == PyStr.TYPE) {
              eq = a.value().equals(b.value());
            } else {
              eq = Containers.keyEq(k, key);
              if (tab != table || tab[j] != k) {
                continue restart;
              }
            }
            if (eq) {
              return;
            }
          }
          j++;
        } while (probes-- > 0);
        perturb >>>= PERTURB_SHIFT;
        i = (int) ((i * 5L + 1 + perturb) & m);
      }
    }
  }

  /** set_lookkey: the slot holding key, or -1. */
  private int lookup(PyObject key, long hash) {
    restart:
    while (true) {
      int m = mask;
      PyObject[] tab = table;
      int i = (int) (hash & m);
      long perturb = hash;
      while (true) {
        int probes = i + LINEAR_PROBES <= m ? LINEAR_PROBES : 0;
        int j = i;
        do {
          PyObject k = tab[j];
          if (k == null) {
            return -1;
          }
          if (k != DUMMY && hashes[j] == hash) {
            if (k == key) {
              return j;
            }
            boolean eq;
            if (k instanceof PyStr a && key instanceof PyStr b && a.type() == PyStr.TYPE && b.type() == PyStr.TYPE) {
              eq = a.value().equals(b.value());
            } else {
              eq = Containers.keyEq(k, key);
              if (tab != table || tab[j] != k) {
                continue restart;
              }
            }
            if (eq) {
              return j;
            }
          }
          j++;
        } while (probes-- > 0);
        perturb >>>= PERTURB_SHIFT;
        i = (int) ((i * 5L + 1 + perturb) & m);
      }
    }
  }

  /** set_insert_clean: into a table known to lack the key and to have no dummies. */
  private static void insertClean(PyObject[] tab, long[] hs, int m, PyObject key, long hash) {
    long perturb = hash;
    int i = (int) (hash & m);
    while (true) {
      if (tab[i] == null) {
        tab[i] = key;
        hs[i] = hash;
        return;
      }
      if (i + LINEAR_PROBES <= m) {
        for (int j = 1; j <= LINEAR_PROBES; j++) {
          if (tab[i + j] == null) {
            tab[i + j] = key;
            hs[i + j] = hash;
            return;
          }
        }
      }
      perturb >>>= PERTURB_SHIFT;
      i = (int) ((i * 5L + 1 + perturb) & m);
    }
  }

  /** set_table_resize. */
  private void resize(long minUsed) {
    long newSize = MIN_SIZE;
    while (newSize <= minUsed) {
      newSize <<= 1;
    }
    if (newSize > (1 << 30)) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    int size = (int) newSize;
    ResourceMeter.current().allocate(16L * size);
    PyObject[] oldTable = table;
    long[] oldHashes = hashes;
    PyObject[] newTable = new PyObject[size];
    long[] newHashes = new long[size];
    int m = size - 1;
    for (int i = 0; i < oldTable.length; i++) {
      PyObject k = oldTable[i];
      if (k != null && k != DUMMY) {
        insertClean(newTable, newHashes, m, k, oldHashes[i]);
      }
    }
    table = newTable;
    hashes = newHashes;
    mask = m;
    fill = used;
  }

  /** set_discard_entry: true when found and removed. */
  boolean discardEntry(PyObject key, long hash) {
    int j = lookup(key, hash);
    if (j < 0) {
      return false;
    }
    table[j] = DUMMY;
    hashes[j] = -1;
    used--;
    cachedHash = -1;
    return true;
  }

  /** After removals: drops dummies when more than a quarter of the table holds them. */
  void compactIfManyDummies() {
    if (fill - used <= mask / 4) {
      return;
    }
    resize(used > 50000 ? (long) used * 2 : (long) used * 4);
  }

  /** set_merge: adds every element of another set, in its table order. */
  void merge(PySet other) {
    if (other == this || other.used == 0) {
      return;
    }
    if ((long) (fill + other.used) * 5 >= (long) mask * 3) {
      resize((long) (used + other.used) * 2);
    }
    if (fill == 0 && mask == other.mask && other.fill == other.used) {
      ResourceMeter.current().allocate(0);
      System.arraycopy(other.table, 0, table, 0, table.length);
      System.arraycopy(other.hashes, 0, hashes, 0, hashes.length);
      fill = other.fill;
      used = other.used;
      return;
    }
    if (fill == 0) {
      fill = other.used;
      used = other.used;
      for (int i = 0; i <= other.mask; i++) {
        PyObject k = other.table[i];
        if (k != null && k != DUMMY) {
          insertClean(table, hashes, mask, k, other.hashes[i]);
        }
      }
      return;
    }
    PyObject[] otherTable = other.table;
    long[] otherHashes = other.hashes;
    for (int i = 0; i < otherTable.length; i++) {
      PyObject k = otherTable[i];
      if (k != null && k != DUMMY) {
        addEntry(k, otherHashes[i]);
      }
    }
  }

  /** set_update_internal: adds the elements of any iterable. */
  public void updateFrom(PyObject iterable) {
    if (iterable instanceof PySet s) {
      merge(s);
      return;
    }
    ResourceMeter meter = ResourceMeter.current();
    if (iterable instanceof PyDict d && d.type() == PyDict.TYPE) {
      int n = d.size();
      if ((long) (fill + n) * 5 >= (long) mask * 3) {
        resize((long) (used + n) * 2);
      }
      for (int i = 0; i < d.entryLimit(); i++) {
        PyObject k = d.entryKey(i);
        if (k != null) {
          meter.tick();
          addEntry(k, d.entryHash(i));
        }
      }
      return;
    }
    PyObject it = Ops.iter(iterable);
    PyIterator pit = it instanceof PyIterator p ? p : null;
    meter.hold(this); // a set being built by set(it) is reachable only from Java until it returns
    try {
      for (PyObject v = pit != null ? pit.nextOrNull() : Ops.next(it); v != null;
          v = pit != null ? pit.nextOrNull() : Ops.next(it)) {
        meter.tick();
        add(v);
      }
    } finally {
      meter.release(this);
    }
  }

  /** The hash of an element, converting an unhashable set key to a frozenset as CPython does. */
  private static PyObject lookupKey(PyObject key) {
    if (key instanceof PySet s && !s.frozen) {
      return s.asFrozen();
    }
    return key;
  }

  PySet asFrozen() {
    PySet f = new PySet(true);
    f.merge(this);
    return f;
  }

  /** {@code key in self}. */
  public boolean contains(PyObject key) {
    long h;
    try {
      h = Containers.hash(key);
    } catch (PyError e) {
      if (key instanceof PySet s && !s.frozen && e.matches(ExceptionTypes.TYPE_ERROR)) {
        PyObject f = lookupKey(key);
        return lookup(f, Containers.hash(f)) >= 0;
      }
      throw e;
    }
    return lookup(key, h) >= 0;
  }

  boolean containsEntry(PyObject key, long hash) {
    return lookup(key, hash) >= 0;
  }

  /** {@code set.discard(key)}: true when it was present. */
  public boolean discard(PyObject key) {
    long h;
    try {
      h = Containers.hash(key);
    } catch (PyError e) {
      if (key instanceof PySet s && !s.frozen && e.matches(ExceptionTypes.TYPE_ERROR)) {
        PyObject f = lookupKey(key);
        return discardEntry(f, Containers.hash(f));
      }
      throw e;
    }
    return discardEntry(key, h);
  }

  /** {@code set.remove(key)}: KeyError when absent. */
  public void remove(PyObject key) {
    if (!discard(key)) {
      throw Errors.keyError(key);
    }
  }

  /** {@code set.pop()}. */
  public PyObject pop() {
    if (used == 0) {
      throw Errors.of(ExceptionTypes.KEY_ERROR, "pop from an empty set");
    }
    int i = finger & mask;
    while (table[i] == null || table[i] == DUMMY) {
      i++;
      if (i > mask) {
        i = 0;
      }
    }
    PyObject key = table[i];
    table[i] = DUMMY;
    hashes[i] = -1;
    used--;
    finger = i + 1;
    return key;
  }

  /** {@code set.clear()}. */
  public void clear() {
    table = new PyObject[MIN_SIZE];
    hashes = new long[MIN_SIZE];
    mask = MIN_SIZE - 1;
    fill = 0;
    used = 0;
    finger = 0;
  }

  /** A new set (or frozenset, by {@code frozen}) with the same elements. */
  public PySet copyAs(boolean asFrozen) {
    PySet s = new PySet(asFrozen);
    s.merge(this);
    return s;
  }

  /** Replaces this set's contents by those of {@code other} (set_swap_bodies, one way). */
  void takeBody(PySet other) {
    table = other.table;
    hashes = other.hashes;
    mask = other.mask;
    fill = other.fill;
    used = other.used;
    finger = other.finger;
    cachedHash = -1;
  }

  /** Calls {@code action} with each element and its hash, in table order (set_next). */
  void forEachEntry(EntryVisitor action) {
    PyObject[] tab = table;
    long[] hs = hashes;
    for (int i = 0; i < tab.length; i++) {
      PyObject k = tab[i];
      if (k != null && k != DUMMY) {
        action.visit(k, hs[i]);
      }
    }
  }

  /** Receives set entries. */
  interface EntryVisitor {
    void visit(PyObject key, long hash);
  }

  /** CPython's frozenset hash. */
  public long hashValue() {
    if (cachedHash != -1) {
      return cachedHash;
    }
    long hash = 0;
    for (int i = 0; i < table.length; i++) {
      PyObject k = table[i];
      if (k != null && k != DUMMY) {
        hash ^= shuffleBits(hashes[i]);
      }
    }
    hash ^= ((long) used + 1) * 1927868237L;
    hash ^= (hash >>> 11) ^ (hash >>> 25);
    hash = hash * 69069L + 907133923L;
    if (hash == -1) {
      hash = 590923713L;
    }
    cachedHash = hash;
    return hash;
  }

  private static long shuffleBits(long h) {
    return ((h ^ 89869747L) ^ (h << 16)) * 3644798167L;
  }

  /** {@code repr(set)}. */
  public String repr() {
    PyType t = type();
    String name = t.name();
    if (used == 0) {
      return name + "()";
    }
    if (!Containers.reprEnter(this)) {
      return name + "(...)";
    }
    try {
      StringBuilder sb = new StringBuilder();
      boolean plain = t == TYPE;
      if (!plain) {
        sb.append(name).append('(');
      }
      sb.append('{');
      boolean first = true;
      for (PyObject k : table) {
        if (k != null && k != DUMMY) {
          if (!first) {
            sb.append(", ");
          }
          first = false;
          sb.append(Ops.repr(k));
          Containers.reprGrown(sb);
        }
      }
      sb.append('}');
      if (!plain) {
        sb.append(')');
      }
      return sb.toString();
    } finally {
      Containers.reprLeave(this);
    }
  }

  @Override
  public long shallowSize() {
    return 48 + 16L * table.length;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visitAll(table);
    v.visit(subtype);
    v.visit(dict);
  }

  /** {@code iter(set)}: RuntimeError when the set changes size meanwhile. */
  public static final class SetIterator extends PyIterator {
    private PySet set;
    private int expectedUsed;
    private int pos;

    public SetIterator(PySet set) {
      this.set = set;
      this.expectedUsed = set.used;
    }

    @Override
    public PyType type() {
      return ITERATOR_TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      PySet s = set;
      if (s == null) {
        return null;
      }
      if (s.used != expectedUsed) {
        expectedUsed = -1;
        throw Errors.runtimeError("Set changed size during iteration");
      }
      PyObject[] tab = s.table;
      while (pos < tab.length) {
        PyObject k = tab[pos++];
        if (k != null && k != DUMMY) {
          return k;
        }
      }
      set = null;
      return null;
    }

    @Override
    public void forEachReference(ReferenceVisitor visitor) {
      if (set != null) {
        visitor.visit(set);
      }
    }
  }
}
