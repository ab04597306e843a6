/*
 * dict: CPython's compact ordered dict. An open-addressing index of int slots (perturbed
 * probing) points into dense entry arrays (hash, key, value) kept in insertion order, so
 * iteration is a scan and lookups compare cached hashes before calling __eq__. Exact str and
 * int keys take fast paths for hashing and equality (globals, attributes, kwargs).
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** {@code dict}. */
public class PyDict extends PyObject {
  public static final PyType TYPE = PyType.builtin("dict", PyType.OBJECT, DictMethods::install);

  // An index slot holds 1 + the entry's position, so a new index array (all zeros) is all EMPTY
  // without a fill; reads subtract 1 and compare with these.
  private static final int EMPTY = -1;
  private static final int DUMMY = -2;
  private static final int MIN_SIZE = 8;
  private static final int[] NO_INDEX = new int[0];
  private static final long[] NO_HASHES = new long[0];

  private int[] index = NO_INDEX;
  private long[] hashes = NO_HASHES;
  private PyObject[] keys = Containers.NO_ITEMS;
  private PyObject[] values = Containers.NO_ITEMS;
  /** Entries used so far (live and deleted). */
  private int nentries;
  /** Live entries: len(dict). */
  private int used;
  /**
   * Whether the arrays may also belong to another dict: a copy shares them until either side
   * writes, so copying the builtins for every cell costs one array (the values, as each cell
   * stores its own builtins module in them) and ten thousand waiting cells do not each hold a
   * whole table. {@code shared}: index, hashes and keys; {@code sharedValues}: the values.
   * Every write goes through {@link #own()} or {@link #ownValues()}.
   */
  private boolean shared;
  private boolean sharedValues;
  /**
   * An instance dict sharing its class's key table (CPython's key-sharing dictionaries): while
   * non-null, index, hashes and keys are {@code keys}'s arrays, and this dict holds exactly the
   * first nentries of its keys, in order; only values is its own (as long as keys.length).
   * Instances that set the same attributes in the same order (what __init__ does) so allocate
   * one array instead of four and build no index. Entries at nentries and beyond belong to other
   * instances: a look-up can meet them, and finds no value there (values beyond nentries are
   * null), so every read path is unchanged. Any other write first detaches the dict onto
   * tables of its own ({@link #own()}).
   */
  private PyDict keysOf;
  /** The template stops growing here: an instance with more attributes is used as a table. */
  private static final int SHARED_KEYS_MAX = 30;
  /** Bumped whenever keys are added or removed (iterators detect changes with it). */
  int version;
  PyType subtype;
  private PyDict dict;

  public PyDict() {}

  /** An empty dict with room for {@code n} entries without resizing. */
  public PyDict(int n) {
    if (n > 0) {
      resize(n);
    }
  }

  /** The dict of a new instance of {@code type}: shares the class's key table when the class is a cell's. */
  static PyDict forInstance(PyType type) {
    PyDict d = new PyDict();
    if (type.isBuiltin()) {
      return d; // builtin types are shared by every thread; their instances use tables of their own
    }
    PyDict tpl = type.instanceKeys;
    if (tpl == null) {
      tpl = new PyDict();
      type.instanceKeys = tpl;
    }
    d.adopt(tpl);
    return d;
  }

  /** Takes up tpl's current arrays (keeping the values held so far). */
  private void adopt(PyDict tpl) {
    keysOf = tpl;
    index = tpl.index;
    hashes = tpl.hashes;
    keys = tpl.keys;
    if (values.length < keys.length) {
      ResourceMeter.current().allocateSlots(keys.length);
      values = java.util.Arrays.copyOf(values, keys.length);
    }
  }

  /**
   * {@link #insert} while sharing keysOf's table: true when done, false when the dict had to
   * detach (the caller then inserts as into any dict).
   */
  private boolean insertShared(PyObject key, long hash, PyObject value) {
    PyDict tpl = keysOf;
    if (index != tpl.index) {
      detach();
      return false;
    }
    int ix = lookup(key, hash);
    if (ix >= 0 && ix < nentries) {
      values[ix] = value;
      return true;
    }
    if (ix < 0 && nentries == tpl.nentries && tpl.nentries < SHARED_KEYS_MAX) {
      tpl.insert(key, hash, PyNone.NONE); // the next key of this layout: the template learns it
      if (index != tpl.index) {
        adopt(tpl);
      }
      ix = nentries;
    }
    if (ix != nentries) {
      detach();
      return false;
    }
    values[ix] = value;
    nentries++;
    used++;
    version++;
    return true;
  }

  /** Leaves the shared key table for tables of this dict's own. */
  private void detach() {
    keysOf = null;
    resize(used); // new arrays of its own, holding the entries it has
  }

  // ================================================================ Java API

  @Override
  public PyType type() {
    return subtype == null ? TYPE : subtype;
  }

  @Override
  public PyDict instanceDict() {
    if (subtype != null && dict == null) {
      dict = new PyDict();
    }
    return dict;
  }

  /** {@code len(d)}. */
  public int size() {
    return used;
  }

  /** The value for {@code key}, or null when absent (no {@code __missing__}). */
  public PyObject getItemOrNull(PyObject key) {
    if (used == 0) {
      if (!(key instanceof PyStr)) {
        Containers.hash(key); // an unhashable key is still an error
      }
      return null;
    }
    int ix = lookup(key, Containers.hash(key));
    return ix < 0 ? null : values[ix];
  }

  /** The value for the exact-str key {@code name}, or null; allocates nothing. */
  public PyObject getStrOrNull(String name) {
    return used == 0 ? null : getStrOrNull(name, PyStr.hashOf(name));
  }

  /**
   * Stores value under the exact str key when that needs no allocation and runs no Python code
   * (compiled leaf code): the key is held already (compared as strs only), or this dict follows
   * its type's shared key layout and the key is the next one of that layout. False, nothing
   * changed, otherwise (the caller stores as usual).
   */
  public boolean setStrInPlace(PyStr key, long hash, PyObject value) {
    if (shared || sharedValues || index.length == 0) {
      return false;
    }
    int ix = strEntry(key.value(), hash);
    if (ix == DUMMY) {
      return false;
    }
    PyDict tpl = keysOf;
    if (tpl == null) {
      if (ix < 0) {
        return false;
      }
      values[ix] = value;
      return true;
    }
    if (index != tpl.index || ix < 0 || ix > nentries || ix >= values.length) {
      return false;
    }
    values[ix] = value;
    if (ix == nentries) {
      nentries++;
      used++;
      version++;
    }
    return true;
  }

  /** The entry of the str key in the index, -1 when absent, DUMMY when a key of another type has its hash. */
  private int strEntry(String name, long hash) {
    int[] idx = index;
    int mask = idx.length - 1;
    long perturb = hash;
    int i = (int) (hash & mask);
    while (true) {
      int ix = idx[i] - 1;
      if (ix == EMPTY) {
        return -1;
      }
      if (ix >= 0 && hashes[ix] == hash) {
        PyObject k = keys[ix];
        if (k instanceof PyStr ks && k.type() == PyStr.TYPE) {
          if (ks.value().equals(name)) {
            return ix;
          }
        } else if (k != null) {
          return DUMMY;
        }
      }
      perturb >>>= 5;
      i = (int) ((i * 5L + perturb + 1) & mask);
    }
  }

  /** {@link #getStrOrNull(String)} with the name's hash known ({@code PyStr.hashOf(name)}): for look-up sites that keep it. */
  public PyObject getStrOrNull(String name, long hash) {
    if (used == 0) {
      return null;
    }
    int ix = strEntry(name, hash);
    return ix >= 0 ? values[ix] : ix == DUMMY ? getItemOrNull(PyStr.of(name), hash) : null;
  }

  /** Changes whenever a key is added or removed (values may change without it). */
  public int version() {
    return version;
  }

  /** The entry index of the exact-str key {@code name} (stable until {@link #version} changes), or -1. */
  public int entryOfStr(PyStr name) {
    if (used == 0) {
      return -1;
    }
    return lookup(name, Containers.hash(name));
  }

  /** The value of entry {@code ix} (from {@link #entryOfStr}), or null if it was removed. */
  public PyObject valueAt(int ix) {
    PyObject[] vs = values;
    return ix < vs.length ? vs[ix] : null;
  }

  /** The value for {@code key} with a precomputed hash, or null. */
  public PyObject getItemOrNull(PyObject key, long hash) {
    if (used == 0) {
      return null;
    }
    int ix = lookup(key, hash);
    return ix < 0 ? null : values[ix];
  }

  public boolean containsKey(PyObject key) {
    return getItemOrNull(key) != null;
  }

  /** {@code d[key] = value}. */
  public void setItem(PyObject key, PyObject value) {
    insert(key, Containers.hash(key), value);
  }

  /** {@code d[key] = value} with a precomputed hash. */
  public void setItem(PyObject key, long hash, PyObject value) {
    insert(key, hash, value);
  }

  /**
   * {@code d[key] = d.get(key, 0) + delta} (or {@code - delta}) for an exact int delta, as
   * Counter counts: one look-up when the value held is an exact int (whose + cannot run Python
   * code), else through Python's operator.
   */
  public void addCount(PyObject key, PyInt delta, boolean subtract) {
    long h = Containers.hash(key);
    int ix = used == 0 ? -1 : lookup(key, h);
    PyObject v = ix < 0 ? null : values[ix];
    if (v != null && v.getClass() == PyInt.class) {
      if (sharedValues) {
        ownValues();
      }
      values[ix] = subtract ? PyInt.sub((PyInt) v, delta) : PyInt.add((PyInt) v, delta);
      return;
    }
    PyObject base = v == null ? PyInt.of(0) : v;
    insert(key, h, Ops.binary(base, delta, subtract ? Ops.Binary.SUB : Ops.Binary.ADD));
  }

  /** {@code del d[key]}: KeyError when absent. */
  public void delItem(PyObject key) {
    if (removeOrNull(key) == null) {
      throw Errors.keyError(key);
    }
  }

  /** Removes {@code key}, returning its value or null when absent. */
  public PyObject removeOrNull(PyObject key) {
    long h = Containers.hash(key);
    if (used == 0) {
      return null;
    }
    if (keysOf != null) {
      detach(); // the slot found must be this dict's own
    }
    int slot = lookupSlot(key, h);
    if (slot < 0 || index[slot] - 1 >= nentries) {
      return null;
    }
    own();
    int ix = index[slot] - 1;
    PyObject v = values[ix];
    index[slot] = DUMMY + 1;
    keys[ix] = null;
    values[ix] = null;
    used--;
    version++;
    return v;
  }

  /** Removes everything. */
  public void clear() {
    keysOf = null;
    index = NO_INDEX;
    hashes = NO_HASHES;
    keys = Containers.NO_ITEMS;
    values = Containers.NO_ITEMS;
    shared = false;
    sharedValues = false;
    nentries = 0;
    used = 0;
    version++;
  }

  /** A snapshot of the keys in order. */
  public List<PyObject> keys() {
    List<PyObject> out = new ArrayList<>(used);
    for (int i = 0; i < nentries; i++) {
      if (keys[i] != null) {
        out.add(keys[i]);
      }
    }
    return out;
  }

  /** A snapshot of the values in order. */
  public List<PyObject> values() {
    List<PyObject> out = new ArrayList<>(used);
    for (int i = 0; i < nentries; i++) {
      if (keys[i] != null) {
        out.add(values[i]);
      }
    }
    return out;
  }

  /** A snapshot of the entries as one flat array {@code [k0, v0, k1, v1, ...]}: items() without a tuple per pair. */
  public PyObject[] itemsFlat() {
    ResourceMeter.current().requireFits(16L * used);
    PyObject[] out = new PyObject[2 * used];
    int n = 0;
    for (int i = 0; i < nentries; i++) {
      if (keys[i] != null) {
        out[n++] = keys[i];
        out[n++] = values[i];
      }
    }
    return out;
  }

  /** Calls {@code action(key, value)} for each entry in order (the dict must not change meanwhile). */
  public void forEach(BiConsumer<PyObject, PyObject> action) {
    for (int i = 0; i < nentries; i++) {
      if (keys[i] != null) {
        action.accept(keys[i], values[i]);
      }
    }
  }

  /** Allocation-free iteration: entries are at positions 0 until {@link #entryLimit()}, skipping null keys. */
  public int entryLimit() {
    return nentries;
  }

  /** The key at entry position {@code i}, or null for a deleted entry. */
  public PyObject entryKey(int i) {
    return i < nentries ? keys[i] : null;
  }

  public PyObject entryValue(int i) {
    return i < nentries ? values[i] : null;
  }

  long entryHash(int i) {
    return hashes[i];
  }

  /** A shallow copy (a plain dict). */
  public PyDict copy() {
    PyDict d = new PyDict();
    d.mergeFrom(this);
    return d;
  }

  /** Adds every entry of {@code other} (a dict), overriding existing keys. */
  public void mergeFrom(PyDict other) {
    if (other == this || other.used == 0) {
      return;
    }
    if (used == 0 && keysOf == null && other.keysOf == null && other.used == other.nentries && other.index.length > 0) {
      ResourceMeter.current().allocate(other.storageBytes());
      index = other.index;
      hashes = other.hashes;
      keys = other.keys;
      values = other.values;
      if (!other.shared || !other.sharedValues) {
        // set once: the source may be the builtins template, which every cell thread reads
        other.shared = true;
        other.sharedValues = true;
      }
      shared = true;
      sharedValues = true;
      nentries = other.nentries;
      used = other.used;
      version++;
      return;
    }
    if ((long) (used + other.used) > usable(index.length) - (nentries - used)) {
      resize(used + other.used);
    }
    int limit = other.nentries;
    for (int i = 0; i < limit && i < other.nentries; i++) {
      PyObject k = other.keys[i];
      if (k != null) {
        insert(k, other.hashes[i], other.values[i]);
      }
    }
  }

  /** Removes and returns the last entry as {key, value}, or null when empty. */
  public PyObject[] popLast() {
    if (used == 0) {
      return null;
    }
    own();
    int i = nentries - 1;
    while (keys[i] == null) {
      i--;
    }
    PyObject k = keys[i];
    PyObject v = values[i];
    int slot = findSlotOfEntry(hashes[i], i);
    index[slot] = DUMMY + 1;
    keys[i] = null;
    values[i] = null;
    nentries = i;
    used--;
    version++;
    return new PyObject[] {k, v};
  }

  // ================================================================ the table

  private static int usable(int indexSize) {
    return (indexSize << 1) / 3;
  }

  private long storageBytes() {
    return 4L * index.length + 24L * keys.length + 64;
  }

  /** The entry index holding {@code key}, or -1. */
  private int lookup(PyObject key, long hash) {
    int slot = lookupSlot(key, hash);
    return slot < 0 ? -1 : index[slot] - 1;
  }

  /** The index slot whose entry holds {@code key}, or -1. */
  private int lookupSlot(PyObject key, long hash) {
    restart:
    while (true) {
      int[] idx = index;
      if (idx.length == 0) {
        return -1;
      }
      int mask = idx.length - 1;
      long perturb = hash;
      int i = (int) (hash & mask);
      boolean strKey = key instanceof PyStr && key.type() == PyStr.TYPE;
      while (true) {
        int ix = idx[i] - 1;
        if (ix == EMPTY) {
          return -1;
        }
        if (ix >= 0) {
          PyObject k = keys[ix];
          if (k == key) {
            return i;
          }
          if (hashes[ix] == hash && k != null) {
            if (strKey && k instanceof PyStr ks && k.type() == PyStr.TYPE) {
              if (((PyStr) key).value().equals(ks.value())) {
                return i;
              }
            } else {
              PyObject[] savedKeys = keys;
              boolean eq = Containers.keyEq(k, key);
              if (index != idx || keys != savedKeys || savedKeys[ix] != k) {
                continue restart;
              }
              if (eq) {
                return i;
              }
            }
          }
        }
        perturb >>>= 5;
        i = (int) ((i * 5L + perturb + 1) & mask);
      }
    }
  }

  private int findSlotOfEntry(long hash, int entry) {
    int mask = index.length - 1;
    long perturb = hash;
    int i = (int) (hash & mask);
    while (index[i] - 1 != entry) {
      perturb >>>= 5;
      i = (int) ((i * 5L + perturb + 1) & mask);
    }
    return i;
  }

  private int findEmptySlot(long hash) {
    int mask = index.length - 1;
    long perturb = hash;
    int i = (int) (hash & mask);
    while (index[i] > 0) {
      perturb >>>= 5;
      i = (int) ((i * 5L + perturb + 1) & mask);
    }
    return i;
  }

  private void insert(PyObject key, long hash, PyObject value) {
    if (keysOf != null && insertShared(key, hash, value)) {
      return;
    }
    if (used > 0) {
      int ix = lookup(key, hash);
      if (ix >= 0) {
        if (sharedValues) {
          if (values[ix] == value) {
            return;
          }
          ownValues();
        }
        values[ix] = value;
        return;
      }
    }
    if (nentries >= keys.length) {
      resize(used * 3 + 1);
    } else {
      own();
    }
    int slot = findEmptySlot(hash);
    int e = nentries++;
    index[slot] = e + 1;
    hashes[e] = hash;
    keys[e] = key;
    values[e] = value;
    used++;
    version++;
  }

  /** Rebuilds the table with room for at least {@code minUsed} live entries, compacting deleted ones. */
  private void resize(int minUsed) {
    int size = MIN_SIZE;
    while (usable(size) < minUsed || usable(size) <= used) {
      size <<= 1;
      if (size <= 0) {
        throw Errors.of(ExceptionTypes.MEMORY_ERROR);
      }
    }
    int cap = usable(size);
    ResourceMeter.current().allocate(4L * size + 24L * cap);
    int[] newIndex = new int[size];

    long[] newHashes = new long[cap];
    PyObject[] newKeys = new PyObject[cap];
    PyObject[] newValues = new PyObject[cap];
    int mask = size - 1;
    int n = 0;
    for (int i = 0; i < nentries; i++) {
      PyObject k = keys[i];
      if (k == null) {
        continue;
      }
      long h = hashes[i];
      newHashes[n] = h;
      newKeys[n] = k;
      newValues[n] = values[i];
      long perturb = h;
      int j = (int) (h & mask);
      while (newIndex[j] != 0) {
        perturb >>>= 5;
        j = (int) ((j * 5L + perturb + 1) & mask);
      }
      newIndex[j] = n + 1;
      n++;
    }
    index = newIndex;
    hashes = newHashes;
    keys = newKeys;
    values = newValues;
    shared = false;
    sharedValues = false;
    nentries = n;
  }

  /** Makes the arrays this dict's own before a write (see {@link #shared}). */
  private void own() {
    if (keysOf != null) {
      detach();
      return;
    }
    if (shared) {
      index = index.clone();
      hashes = hashes.clone();
      keys = keys.clone();
      shared = false;
    }
    ownValues();
  }

  /** Makes the values array this dict's own before a value is replaced. */
  private void ownValues() {
    if (sharedValues) {
      values = values.clone();
      sharedValues = false;
    }
  }

  // ================================================================ Python-level helpers

  /** {@code d[key]} as Python does it: KeyError, or {@code __missing__} on subclasses. */
  public PyObject getItem(PyObject key) {
    PyObject v = getItemOrNull(key);
    if (v != null) {
      return v;
    }
    if (subtype != null) {
      PyObject missing = subtype.lookup("__missing__");
      if (missing != null) {
        return Ops.callMethodDescriptor(missing, this, new PyObject[] {key}, null);
      }
    }
    throw Errors.keyError(key);
  }

  /** {@code dict.update(other)} for a positional argument: a mapping (has keys()) or an iterable of pairs. */
  public void update(PyObject other) {
    if (other instanceof PyDict d && (d.type() == TYPE || d.type().lookup("__iter__") == TYPE.lookup("__iter__")
        && d.type().lookup("keys") == TYPE.lookup("keys"))) {
      mergeFrom(d);
      return;
    }
    ResourceMeter meter = ResourceMeter.current();
    PyObject keysMethod = Ops.getattrOrNull(other, "keys", null);
    if (keysMethod != null) {
      PyObject it = Ops.iter(Ops.call(keysMethod));
      for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
        meter.tick();
        setItem(k, Ops.getitem(other, k));
      }
      return;
    }
    PyObject it = Ops.iter(other);
    int n = 0;
    meter.hold(this); // a dict being built by dict(it) is reachable only from Java until it returns
    try {
      for (PyObject item = Ops.next(it); item != null; item = Ops.next(it)) {
        meter.tick();
        PyObject[] kv = Containers.pair(item, n);
        setItem(kv[0], kv[1]);
        n++;
      }
    } finally {
      meter.release(this);
    }
  }

  /** {@code repr(dict)}. */
  public String repr() {
    if (used == 0) {
      return "{}";
    }
    if (!Containers.reprEnter(this)) {
      return "{...}";
    }
    try {
      StringBuilder sb = new StringBuilder("{");
      boolean first = true;
      for (int i = 0; i < nentries; i++) {
        PyObject k = keys[i];
        if (k == null) {
          continue;
        }
        PyObject v = values[i];
        if (!first) {
          sb.append(", ");
        }
        first = false;
        sb.append(Ops.repr(k)).append(": ").append(Ops.repr(v));
        Containers.reprGrown(sb);
      }
      return sb.append('}').toString();
    } finally {
      Containers.reprLeave(this);
    }
  }

  /** {@code a == b} for two dicts. */
  public boolean dictEquals(PyDict other) {
    if (this == other) {
      return true;
    }
    if (used != other.used) {
      return false;
    }
    ResourceMeter meter = ResourceMeter.current();
    meter.enterNative("in comparison");
    try {
      for (int i = 0; i < nentries; i++) {
        PyObject k = keys[i];
        if (k == null) {
          continue;
        }
        meter.tick();
        PyObject v = values[i];
        PyObject ov = other.getItemOrNull(k, hashes[i]);
        if (ov == null || !Containers.keyEq(v, ov)) {
          return false;
        }
      }
      return true;
    } finally {
      meter.leaveNative();
    }
  }

  @Override
  public long shallowSize() {
    return storageBytes();
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visitAll(keys, 0, nentries);
    v.visitAll(values, 0, nentries);
    v.visit(subtype);
    v.visit(dict);
    v.visit(keysOf);
  }

  // ================================================================ iterators

  /** What a dict iterator yields. */
  public enum Kind { KEYS, VALUES, ITEMS }

  static final PyType KEY_ITERATOR = PyType.builtin("dict_keyiterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  static final PyType VALUE_ITERATOR = PyType.builtin("dict_valueiterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  static final PyType ITEM_ITERATOR = PyType.builtin("dict_itemiterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  static final PyType REVERSE_KEY_ITERATOR = PyType.builtin("dict_reversekeyiterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  static final PyType REVERSE_VALUE_ITERATOR = PyType.builtin("dict_reversevalueiterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  static final PyType REVERSE_ITEM_ITERATOR = PyType.builtin("dict_reverseitemiterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);

  /** Iterator over keys, values or items; raises RuntimeError when the dict changes size meanwhile. */
  public static final class DictIterator extends PyIterator {
    private PyDict dict;
    private final Kind kind;
    private final boolean reversed;
    private int expectedUsed;
    private int pos;

    public DictIterator(PyDict dict, Kind kind, boolean reversed) {
      this.dict = dict;
      this.kind = kind;
      this.reversed = reversed;
      this.expectedUsed = dict.used;
      this.pos = reversed ? dict.nentries - 1 : 0;
    }

    @Override
    public PyType type() {
      if (reversed) {
        return kind == Kind.KEYS ? REVERSE_KEY_ITERATOR : kind == Kind.VALUES ? REVERSE_VALUE_ITERATOR
            : REVERSE_ITEM_ITERATOR;
      }
      return kind == Kind.KEYS ? KEY_ITERATOR : kind == Kind.VALUES ? VALUE_ITERATOR : ITEM_ITERATOR;
    }

    @Override
    public PyObject nextOrNull() {
      PyDict d = dict;
      if (d == null) {
        return null;
      }
      if (d.used != expectedUsed) {
        expectedUsed = -1;
        throw Errors.runtimeError("dictionary changed size during iteration");
      }
      if (reversed) {
        if (pos >= d.nentries) {
          pos = d.nentries - 1;
        }
        while (pos >= 0 && d.keys[pos] == null) {
          pos--;
        }
        if (pos < 0) {
          dict = null;
          return null;
        }
      } else {
        while (pos < d.nentries && d.keys[pos] == null) {
          pos++;
        }
        if (pos >= d.nentries) {
          dict = null;
          return null;
        }
      }
      int i = reversed ? pos-- : pos++;
      return switch (kind) {
        case KEYS -> d.keys[i];
        case VALUES -> d.values[i];
        case ITEMS -> new PyTuple(new PyObject[] {d.keys[i], d.values[i]});
      };
    }

    /** Items left (for length hints). */
    int remaining() {
      return dict == null ? 0 : Math.max(0, dict.used);
    }

    @Override
    public void forEachReference(ReferenceVisitor visitor) {
      if (dict != null) {
        visitor.visit(dict);
      }
    }
  }
}
