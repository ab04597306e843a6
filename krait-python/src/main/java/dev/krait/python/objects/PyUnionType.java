/*
 * `X | Y` between types (PEP 604): the object annotations such as `int | None` evaluate to.
 * Annotations are evaluated when a def runs, so this must exist for ordinary code to run;
 * isinstance/issubclass accept it like a tuple of its members.
 */
package dev.krait.python.objects;

import java.util.ArrayList;
import java.util.List;

/** {@code types.UnionType}. */
public final class PyUnionType extends PyObject {
  public static final PyType TYPE = PyType.builtin("types.UnionType", PyType.OBJECT,
      PyUnionType::install);

  private final PyTuple args;

  private PyUnionType(PyTuple args) {
    this.args = args;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  /** The member types, None given as NoneType. */
  public PyTuple args() {
    return args;
  }

  /** True when {@code o} may take part in a {@code |} union: a type, None, a generic alias or a union. */
  public static boolean isUnionable(PyObject o) {
    return o instanceof PyType || o == PyNone.NONE || o instanceof PyUnionType || o instanceof PyGenericAlias;
  }

  /** {@code a | b}, flattening nested unions and dropping duplicates; NotImplemented when not unionable. */
  public static PyObject union(PyObject a, PyObject b) {
    if (!isUnionable(a) || !isUnionable(b)) {
      return PyNotImplemented.NOT_IMPLEMENTED;
    }
    List<PyObject> members = new ArrayList<>();
    add(members, a);
    add(members, b);
    if (members.size() == 1) {
      return members.get(0);
    }
    return new PyUnionType(PyTuple.of(members.toArray(new PyObject[0])));
  }

  private static void add(List<PyObject> members, PyObject o) {
    if (o instanceof PyUnionType u) {
      for (int i = 0; i < u.args.size(); i++) {
        add(members, u.args.get(i));
      }
      return;
    }
    PyObject member = o == PyNone.NONE ? PyNone.TYPE : o;
    for (PyObject m : members) {
      if (m == member || (!(m instanceof PyType) && Ops.eq(m, member))) {
        return;
      }
    }
    members.add(member);
  }

  private static String memberRepr(PyObject o) {
    if (o == PyNone.TYPE) {
      return "None";
    }
    if (o instanceof PyType t) {
      return t.module().equals("builtins") ? t.qualname() : t.module() + "." + t.qualname();
    }
    return Ops.repr(o);
  }

  private static void install(PyType t) {
    t.defineMethod("__repr__", (a, k) -> {
      PyTuple args = ((PyUnionType) a[0]).args;
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < args.size(); i++) {
        if (i > 0) {
          sb.append(" | ");
        }
        sb.append(memberRepr(args.get(i)));
      }
      return PyStr.of(sb.toString());
    });
    t.defineGetter("__args__", o -> ((PyUnionType) o).args);
    t.defineMethod("__or__", (a, k) -> union(a[0], a[1]));
    t.defineMethod("__ror__", (a, k) -> union(a[1], a[0]));
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof PyUnionType other)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyTuple x = ((PyUnionType) a[0]).args;
      PyTuple y = other.args;
      if (x.size() != y.size()) {
        return PyBool.FALSE;
      }
      for (int i = 0; i < x.size(); i++) {
        boolean found = false;
        for (int j = 0; j < y.size(); j++) {
          if (Ops.eq(x.get(i), y.get(j))) {
            found = true;
            break;
          }
        }
        if (!found) {
          return PyBool.FALSE;
        }
      }
      return PyBool.TRUE;
    });
    t.defineMethod("__hash__", (a, k) -> {
      long h = 0;
      PyTuple args = ((PyUnionType) a[0]).args;
      for (int i = 0; i < args.size(); i++) {
        h ^= Ops.hash(args.get(i));
      }
      return PyInt.of(h == -1 ? -2 : h);
    });
    t.defineMethod("__instancecheck__", (a, k) -> {
      PyTuple args = ((PyUnionType) a[0]).args;
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i) instanceof PyType m && a[1].type().isSubtypeOf(m)) {
          return PyBool.TRUE;
        }
      }
      return PyBool.FALSE;
    });
    t.defineMethod("__subclasscheck__", (a, k) -> {
      PyTuple args = ((PyUnionType) a[0]).args;
      if (!(a[1] instanceof PyType c)) {
        throw Errors.typeError("issubclass() arg 1 must be a class");
      }
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i) instanceof PyType m && c.isSubtypeOf(m)) {
          return PyBool.TRUE;
        }
      }
      return PyBool.FALSE;
    });
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(args);
  }
}
