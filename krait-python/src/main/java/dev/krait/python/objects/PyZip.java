/*
 * zip(*iterables, strict=False): tuples of the items of several iterators, stopping at the
 * shortest; with strict=True a length mismatch is a ValueError naming the arguments.
 */
package dev.krait.python.objects;

import java.util.function.Consumer;

/** {@code zip}. */
public final class PyZip extends PyIterator {
  public static final PyType TYPE = PyType.builtin("zip", PyType.OBJECT, PyZip::install);

  private PyObject[] iterators;
  private final boolean strict;

  public PyZip(PyObject[] iterables, boolean strict) {
    this.iterators = new PyObject[iterables.length];
    for (int i = 0; i < iterables.length; i++) {
      iterators[i] = Ops.iter(iterables[i]);
    }
    this.strict = strict;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject nextOrNull() {
    PyObject[] its = iterators;
    if (its == null || its.length == 0) {
      return null;
    }
    PyObject[] out = new PyObject[its.length];
    for (int i = 0; i < its.length; i++) {
      PyObject v = Ops.next(its[i]);
      if (v == null) {
        iterators = null;
        if (strict) {
          if (i > 0) {
            throw Errors.valueError("zip() argument " + (i + 1) + " is shorter than argument"
                + (i == 1 ? " 1" : "s 1-" + i));
          }
          for (int j = 1; j < its.length; j++) {
            if (Ops.next(its[j]) != null) {
              throw Errors.valueError("zip() argument " + (j + 1) + " is longer than argument"
                  + (j == 1 ? " 1" : "s 1-" + j));
            }
          }
        }
        return null;
      }
      out[i] = v;
    }
    return new PyTuple(out);
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    if (iterators != null) {
      for (PyObject it : iterators) {
        visitor.visit(it);
      }
    }
  }

  private static void install(PyType t) {
    PyIterator.installIteratorProtocol(t);
    t.defineStaticMethod("__new__", (a, k) -> {
      int nkw = Args.kwCount(k);
      boolean strict = false;
      if (nkw > 1) {
        throw Errors.typeError("zip() takes at most 1 keyword argument (" + nkw + " given)");
      }
      if (nkw == 1) {
        if (!k[0].equals("strict")) {
          throw Errors.typeError("zip() got an unexpected keyword argument '" + k[0] + "'");
        }
        strict = Ops.truthy(a[a.length - 1]);
      }
      PyObject[] iterables = new PyObject[a.length - 1 - nkw];
      System.arraycopy(a, 1, iterables, 0, iterables.length);
      return new PyZip(iterables, strict);
    });
  }
}
