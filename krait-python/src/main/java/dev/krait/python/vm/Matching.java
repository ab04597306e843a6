/*
 * The structural pattern matching opcodes (match statements): sequence/mapping tests, key
 * look-up, class patterns with __match_args__, and **rest dicts.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyRange;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.stdlib.CollectionsModule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** MATCH_* opcode helpers. */
final class Matching {
  private Matching() {}

  static boolean isSequence(PyObject o) {
    PyType t = o.type();
    return t.isSubtypeOf(PyList.TYPE) || t.isSubtypeOf(PyTuple.TYPE) || t.isSubtypeOf(PyRange.TYPE)
        || t.isSubtypeOf(CollectionsModule.DEQUE) || t.isSubtypeOf(CollectionsModule.USER_LIST)
        || t.isSubtypeOf(CollectionsModule.USER_STRING);
  }

  static boolean isMapping(PyObject o) {
    PyType t = o.type();
    return t.isSubtypeOf(PyDict.TYPE) || t.isSubtypeOf(CollectionsModule.CHAIN_MAP)
        || t.isSubtypeOf(CollectionsModule.USER_DICT);
  }

  static PyObject matchKeys(PyObject subj, PyObject keysObj) {
    PyTuple keys = (PyTuple) keysObj;
    PyObject[] values = new PyObject[keys.size()];
    List<PyObject> seen = new ArrayList<>();
    PyObject sentinel = new PyList();
    for (int i = 0; i < keys.size(); i++) {
      PyObject key = keys.get(i);
      for (PyObject s : seen) {
        if (Ops.eq(s, key)) {
          throw Errors.valueError("mapping pattern checks duplicate key (" + Ops.repr(key) + ")");
        }
      }
      seen.add(key);
      PyObject v;
      if (subj instanceof PyDict d) {
        v = d.getItemOrNull(key);
      } else {
        v = Ops.getattr(subj, "get").call(new PyObject[] {key, sentinel}, null);
        if (v == sentinel) {
          v = null;
        }
      }
      if (v == null) {
        return PyNone.NONE;
      }
      values[i] = v;
    }
    return PyTuple.of(values);
  }

  private static boolean selfMatching(PyType cls) {
    for (PyType t : new PyType[] {PyBool.TYPE, PyFloat.TYPE, PyInt.TYPE, PyStr.TYPE, PyList.TYPE, PyTuple.TYPE,
        PyDict.TYPE, PySet.TYPE, PySet.FROZEN_TYPE}) {
      if (cls == t) {
        return true;
      }
    }
    String n = cls.name();
    return cls.isBuiltin() && (n.equals("bytes") || n.equals("bytearray"));
  }

  static PyObject matchClass(PyObject subj, PyObject clsObj, PyTuple kwnames, int npos) {
    if (!(clsObj instanceof PyType cls)) {
      throw Errors.typeError("called match pattern must be a class");
    }
    if (!Ops.truthy(Ops.call(BuiltinsTable.get("isinstance"), subj, cls))) {
      return PyNone.NONE;
    }
    List<PyObject> out = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    if (npos > 0) {
      PyObject matchArgs = Ops.getattrOrNull(cls, "__match_args__", null);
      if (matchArgs == null) {
        if (npos == 1 && selfMatching(cls)) {
          out.add(subj);
        } else {
          throw Errors.typeError(cls.name() + "() accepts 0 positional sub-patterns (" + npos + " given)");
        }
      } else {
        if (!(matchArgs instanceof PyTuple ma)) {
          throw Errors.typeError(cls.name() + ".__match_args__ must be a tuple (got " + matchArgs.type().name()
              + ")");
        }
        if (npos > ma.size()) {
          throw Errors.typeError(cls.name() + "() accepts " + ma.size() + " positional sub-pattern"
              + (ma.size() == 1 ? "" : "s") + " (" + npos + " given)");
        }
        for (int i = 0; i < npos; i++) {
          PyObject nameObj = ma.get(i);
          if (!(nameObj instanceof PyStr s)) {
            throw Errors.typeError("__match_args__ elements must be strings (got " + nameObj.type().name() + ")");
          }
          if (!seen.add(s.value())) {
            throw Errors.typeError(cls.name() + "() got multiple sub-patterns for attribute '" + s.value() + "'");
          }
          PyObject v = Ops.getattrOrNull(subj, s.value(), null);
          if (v == null) {
            return PyNone.NONE;
          }
          out.add(v);
        }
      }
    }
    for (int i = 0; i < kwnames.size(); i++) {
      String name = Ops.str(kwnames.get(i));
      if (!seen.add(name)) {
        throw Errors.typeError(cls.name() + "() got multiple sub-patterns for attribute '" + name + "'");
      }
      PyObject v = Ops.getattrOrNull(subj, name, null);
      if (v == null) {
        return PyNone.NONE;
      }
      out.add(v);
    }
    return PyTuple.of(out.toArray(new PyObject[0]));
  }

  static PyObject copyWithout(PyObject subj, PyTuple keys) {
    PyDict rest = new PyDict();
    if (subj instanceof PyDict d) {
      for (PyObject k : d.keys()) {
        rest.setItem(k, d.getItemOrNull(k));
      }
    } else {
      for (PyObject k : Ops.toArray(Ops.getattr(subj, "keys").call(new PyObject[0], null))) {
        rest.setItem(k, Ops.getitem(subj, k));
      }
    }
    for (int i = 0; i < keys.size(); i++) {
      if (rest.getItemOrNull(keys.get(i)) != null) {
        rest.delItem(keys.get(i));
      }
    }
    return rest;
  }
}
