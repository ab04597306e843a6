/*
 * Builtins about types and identity: isinstance, issubclass, callable, hash, id.
 */
package dev.krait.python.builtins;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Containers;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyUnionType;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;

/** {@code isinstance issubclass callable hash id}. */
final class TypeBuiltins {
  private TypeBuiltins() {}

  /** Java classes that override PyObject.call are callable whatever their type dict says. */
  private static final ClassValue<Boolean> OVERRIDES_CALL = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> c) {
      try {
        return c.getMethod("call", PyObject[].class, String[].class).getDeclaringClass() != PyObject.class;
      } catch (NoSuchMethodException e) {
        return false;
      }
    }
  };

  static boolean isCallable(PyObject o) {
    if (o instanceof PyType) {
      return true;
    }
    PyObject call = o.type().lookup("__call__");
    if (call != null) {
      return call != dev.krait.python.objects.PyNone.NONE;
    }
    return OVERRIDES_CALL.get(o.getClass());
  }

  static PyObject callable(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("callable", a, k);
    return PyBool.of(isCallable(a[0]));
  }

  static PyObject hash(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("hash", a, k);
    return PyInt.of(Containers.hash(a[0]));
  }

  static PyObject id(PyObject[] a, String[] k) {
    NumberBuiltins.exactlyOne("id", a, k);
    return PyInt.of(ObjectIds.of(a[0]));
  }


  static PyObject isinstance(PyObject[] a, String[] k) {
    NumberBuiltins.expectCount("isinstance", a, k, 2);
    return PyBool.of(isInstance(a[0], a[1]));
  }

  /** {@code isinstance(obj, cls)} with tuples, unions and {@code __instancecheck__}. */
  public static boolean isInstance(PyObject obj, PyObject cls) {
    if (cls instanceof PyType t) {
      if (obj.type() == t) {
        return true;
      }
      if (t.type() == PyType.TYPE) {
        return obj.type().isSubtypeOf(t);
      }
    }
    if (cls instanceof PyTuple tuple) {
      ResourceMeter meter = ResourceMeter.current();
      meter.enterNative("in __instancecheck__");
      try {
        for (int i = 0; i < tuple.size(); i++) {
          if (isInstance(obj, tuple.get(i))) {
            return true;
          }
        }
        return false;
      } finally {
        meter.leaveNative();
      }
    }
    if (cls instanceof PyUnionType u) {
      return isInstance(obj, u.args());
    }
    PyObject check = cls.type().lookup("__instancecheck__");
    if (check == null || !(cls instanceof PyType) && cls.type().isBuiltin()) {
      throw Errors.typeError("isinstance() arg 2 must be a type, a tuple of types, or a union");
    }
    return Ops.truthy(Ops.callMethodDescriptor(check, cls, new PyObject[] {obj}, null));
  }

  static PyObject issubclass(PyObject[] a, String[] k) {
    NumberBuiltins.expectCount("issubclass", a, k, 2);
    return PyBool.of(isSubclass(a[0], a[1]));
  }

  /** {@code issubclass(c, cls)} with tuples, unions and {@code __subclasscheck__}. */
  public static boolean isSubclass(PyObject c, PyObject cls) {
    if (cls instanceof PyType t && t.type() == PyType.TYPE) {
      if (!(c instanceof PyType ct)) {
        throw Errors.typeError("issubclass() arg 1 must be a class");
      }
      return ct.isSubtypeOf(t);
    }
    if (cls instanceof PyTuple tuple) {
      ResourceMeter meter = ResourceMeter.current();
      meter.enterNative("in __subclasscheck__");
      try {
        for (int i = 0; i < tuple.size(); i++) {
          if (isSubclass(c, tuple.get(i))) {
            return true;
          }
        }
        return false;
      } finally {
        meter.leaveNative();
      }
    }
    if (cls instanceof PyUnionType u) {
      return isSubclass(c, u.args());
    }
    PyObject check = cls.type().lookup("__subclasscheck__");
    if (check == null || !(cls instanceof PyType) && cls.type().isBuiltin()) {
      throw Errors.typeError("issubclass() arg 2 must be a class, a tuple of classes, or a union");
    }
    return Ops.truthy(Ops.callMethodDescriptor(check, cls, new PyObject[] {c}, null));
  }
}
