/*
 * Struct sequences: the record types CPython builds in C for sys.version_info, sys.float_info,
 * sys.int_info, sys.hash_info, sys.flags and time.struct_time. One mechanism for all of them, so
 * every such type reads and fails alike: a tuple of the first n_sequence_fields values, further
 * fields reachable by name only (struct_time's tm_zone, tm_gmtoff), messages and repr naming the
 * type's dotted name ('sys.version_info' object has no attribute 'x'), no instance dict, every
 * assignment refused. Unlike NamedTuples (Python-level namedtuple types) they have no _fields,
 * _asdict or _replace, cannot be subclassed, and most cannot be created from Python at all.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.objects.ReferenceVisitor;
import java.util.Arrays;

/** One struct-sequence type: its fields, how many of them the tuple shows, and a factory. */
@dev.krait.python.objects.NotWalked("a builtin type's description, shared by every execution and immutable")
final class StructSeq {
  private final PyType type;
  private final String fullName;
  private final String[] fields;
  private final int visible;

  /**
   * A struct-sequence type named {@code fullName} ("module.name") whose first {@code visible} of
   * {@code fields} are its tuple items. When {@code creatable}, Python may call it with a sequence
   * of at least {@code visible} and at most {@code fields.length} items and an optional dict of
   * the rest by name; otherwise calling it is a TypeError, as for sys.version_info.
   */
  StructSeq(String fullName, String[] fields, int visible, boolean creatable) {
    this.fullName = fullName;
    this.fields = fields.clone();
    this.visible = visible;
    this.type = PyType.builtin(fullName, PyTuple.TYPE, t -> install(t, creatable));
  }

  /** A struct sequence over every field defined at once. */
  StructSeq(String fullName, String[] fields, boolean creatable) {
    this(fullName, fields, fields.length, creatable);
  }

  PyType type() {
    return type;
  }

  /** An instance: one value per field, the visible ones first. */
  PyTuple make(PyObject... values) {
    if (values.length != fields.length) {
      throw new IllegalArgumentException(fullName + " has " + fields.length + " fields, not " + values.length);
    }
    return new Instance(this, Arrays.copyOf(values, visible), Arrays.copyOfRange(values, visible, fields.length));
  }

  /** Field {@code i} of an instance of this type (a tuple item or a named-only field). */
  static PyObject field(PyTuple st, int i) {
    if (i < st.size()) {
      return st.get(i);
    }
    return st instanceof Instance inst ? inst.hidden[i - st.size()] : PyNone.NONE;
  }

  /**
   * copy.copy/deepcopy of a struct sequence, as CPython's reduce path does it: the type called with
   * the (copied) tuple and the named-only fields, so the uncreatable ones fail as they do there.
   */
  static PyObject copy(PyObject x, java.util.function.UnaryOperator<PyObject> each) {
    if (!(x instanceof Instance st)) {
      return null;
    }
    PyObject[] items = st.toArray();
    for (int i = 0; i < items.length; i++) {
      items[i] = each.apply(items[i]);
    }
    PyDict rest = new PyDict();
    StructSeq spec = st.spec;
    for (int i = spec.visible; i < spec.fields.length; i++) {
      rest.setItem(PyStr.of(spec.fields[i]), each.apply(st.hidden[i - spec.visible]));
    }
    return st.type().call(new PyObject[] {PyTuple.wrap(items), rest}, null);
  }

  private void install(PyType t, boolean creatable) {
    for (int i = 0; i < fields.length; i++) {
      int idx = i;
      t.defineGetter(fields[i], o -> field((PyTuple) o, idx));
    }
    t.defineAttr("n_fields", PyInt.of(fields.length));
    t.defineAttr("n_sequence_fields", PyInt.of(visible));
    t.defineAttr("n_unnamed_fields", PyInt.of(0));
    t.defineAttr("__match_args__", PyTuple.of(Arrays.stream(fields, 0, visible).map(PyStr::of)
        .toArray(PyObject[]::new)));
    t.defineStaticMethod("__new__", (a, k) -> {
      if (!creatable) {
        throw Errors.typeError("cannot create '" + fullName + "' instances");
      }
      return create(a, k);
    });
    t.defineMethod("__repr__", (a, k) -> {
      PyTuple st = (PyTuple) a[0];
      StringBuilder sb = new StringBuilder(fullName).append('(');
      for (int i = 0; i < visible; i++) {
        sb.append(i > 0 ? ", " : "").append(fields[i]).append('=').append(Ops.repr(st.get(i)));
      }
      return PyStr.of(sb.append(')').toString());
    });
    // pickling and copy: the type called with the tuple and the named-only fields by name
    t.defineMethod("__reduce__", (a, k) -> {
      PyTuple st = (PyTuple) a[0];
      PyDict rest = new PyDict();
      for (int i = visible; i < fields.length; i++) {
        rest.setItem(PyStr.of(fields[i]), field(st, i));
      }
      return PyTuple.of(type, PyTuple.of(PyTuple.of(st.toArray()), rest));
    });
    t.defineMethod("__setattr__", (a, k) -> {
      Args.exact("__setattr__", a, k, 3);
      throw refused(a[1]);
    });
    t.defineMethod("__delattr__", (a, k) -> {
      Args.exact("__delattr__", a, k, 2);
      throw refused(a[1]);
    });
  }

  private RuntimeException refused(PyObject nameObj) {
    String name = Ops.strValue(nameObj, "attribute name must be string, not '" + nameObj.type().name() + "'");
    if (Arrays.asList(fields).contains(name)) {
      return Errors.attributeError("readonly attribute");
    }
    return Errors.attributeError("'" + fullName + "' object has no attribute '" + name + "'");
  }

  /** {@code T(sequence, dict=None)}: CPython's structseq constructor and its messages. */
  private PyTuple create(PyObject[] a, String[] k) {
    if (a.length > 3) {
      throw Errors.typeError("structseq() takes at most 2 arguments (" + (a.length - 1) + " given)");
    }
    PyObject[] p = Args.bind("structseq", a, k, 1, new String[] {"sequence", "dict"}, 1);
    if (p[0].type().lookup("__iter__") == null && p[0].type().lookup("__getitem__") == null) {
      throw Errors.typeError("constructor requires a sequence");
    }
    if (p[1] != null && !(p[1] instanceof PyDict)) { // an explicit None too
      throw Errors.typeError(fullName + "() takes a dict as second arg, if any");
    }
    PyObject[] items = Ops.toArray(p[0]);
    int n = items.length;
    if (n < visible || n > fields.length) {
      boolean fixed = visible == fields.length;
      String how = fixed ? "a" : n < visible ? "an at least" : "an at most";
      int bound = n < visible ? visible : fields.length;
      throw Errors.typeError(fullName + "() takes " + how + " " + bound + "-sequence (" + n + "-sequence given)");
    }
    PyObject[] values = Arrays.copyOf(items, fields.length);
    for (int i = n; i < fields.length; i++) {
      PyObject v = p[1] instanceof PyDict d ? d.getItemOrNull(PyStr.of(fields[i])) : null;
      values[i] = v == null ? PyNone.NONE : v;
    }
    return new Instance(this, Arrays.copyOf(values, visible), Arrays.copyOfRange(values, visible, fields.length));
  }

  /** A tuple with the named-only fields beside it and no instance dict. */
  private static final class Instance extends PyTuple {
    @dev.krait.python.objects.NotWalked("the type's description: builtin, shared, immutable")
    private final StructSeq spec;
    private final PyObject[] hidden;

    Instance(StructSeq spec, PyObject[] items, PyObject[] hidden) {
      super(items, spec.type);
      this.spec = spec;
      this.hidden = hidden;
    }

    @Override
    public PyDict instanceDict() {
      return null;
    }

    @Override
    public long shallowSize() {
      return super.shallowSize() + 16 + 8L * hidden.length;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      super.forEachReference(v);
      v.visitAll(hidden);
    }
  }
}
