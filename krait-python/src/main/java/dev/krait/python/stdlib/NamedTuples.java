/*
 * Builtin named-tuple types for the stdlib modules written in Java (datetime.IsoCalendarDate,
 * urllib.parse.ParseResult, statistics.LinearRegression ...): tuple subclasses with read-only
 * field properties, a CPython-style repr and _asdict/_replace. The C-level record types of sys
 * and time are struct sequences instead (StructSeq).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.util.function.Consumer;

/** Named tuple types defined in Java. */
final class NamedTuples {
  private NamedTuples() {}

  /**
   * A tuple subclass named {@code name} whose repr is {@code reprName(f1=..., ...)}; {@code extra}
   * may define more attributes (may be null).
   */
  static PyType define(String name, String reprName, String[] fields, Consumer<PyType> extra) {
    return PyType.builtin(name, PyTuple.TYPE, t -> {
      for (int i = 0; i < fields.length; i++) {
        int idx = i;
        t.defineGetter(fields[i], o -> ((PyTuple) o).get(idx));
      }
      t.defineAttr("_fields", PyTuple.of(java.util.Arrays.stream(fields).map(PyStr::of).toArray(PyObject[]::new)));
      t.defineStaticMethod("__new__", (a, k) -> {
        PyType cls = (PyType) a[0];
        PyObject[] p = Args.bind(name, a, k, 1, fields, fields.length);
        return make(cls, p);
      });
      t.defineMethod("__repr__", (a, k) -> {
        PyTuple tp = (PyTuple) a[0];
        StringBuilder sb = new StringBuilder(reprName).append('(');
        for (int i = 0; i < fields.length && i < tp.size(); i++) {
          if (i > 0) {
            sb.append(", ");
          }
          sb.append(fields[i]).append('=').append(Ops.repr(tp.get(i)));
        }
        return PyStr.of(sb.append(')').toString());
      });
      t.defineMethod("_asdict", (a, k) -> {
        PyTuple tp = (PyTuple) a[0];
        PyDict d = new PyDict();
        for (int i = 0; i < fields.length; i++) {
          d.setItem(PyStr.of(fields[i]), tp.get(i));
        }
        return d;
      });
      t.defineMethod("_replace", (a, k) -> {
        PyTuple tp = (PyTuple) a[0];
        PyObject[] items = tp.toArray();
        int nk = Args.kwCount(k);
        if (Args.posCount(a, k) != 1) {
          throw Errors.typeError("_replace() takes 1 positional argument");
        }
        for (int i = 0; i < nk; i++) {
          int idx = java.util.Arrays.asList(fields).indexOf(k[i]);
          if (idx < 0) {
            throw Errors.valueError("Got unexpected field names: ['" + k[i] + "']");
          }
          items[idx] = a[a.length - nk + i];
        }
        return make(tp.type(), items);
      });
      if (extra != null) {
        extra.accept(t);
      }
    });
  }

  /** An instance of the named tuple type {@code t}. */
  static PyTuple make(PyType t, PyObject... items) {
    return (PyTuple) Ops.unwrapStatic(PyTuple.TYPE.lookup("__new__")).call(new PyObject[] {t, PyTuple.of(items)},
        null);
  }
}
