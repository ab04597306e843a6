/*
 * Operators from bytecode with inline fast paths for exact int (long), float and str operands;
 * everything else (and int overflow) goes to the generic protocol in Ops, whose answers the
 * fast paths must match.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;

/** BINARY_OP / COMPARE_OP / UNARY_* helpers. */
final class Arith {
  private Arith() {}

  private static final Ops.Binary[] BINARY = Ops.Binary.values();
  private static final Ops.Compare[] COMPARE = Ops.Compare.values();
  private static final int ADD = Ops.Binary.ADD.ordinal();
  private static final int SUB = Ops.Binary.SUB.ordinal();
  private static final int MUL = Ops.Binary.MUL.ordinal();
  private static final int TRUEDIV = Ops.Binary.TRUEDIV.ordinal();
  private static final int FLOORDIV = Ops.Binary.FLOORDIV.ordinal();
  private static final int MOD = Ops.Binary.MOD.ordinal();

  static boolean isSmallInt(PyObject o) {
    return o.getClass() == PyInt.class && ((PyInt) o).fitsLong();
  }

  static boolean isFloat(PyObject o) {
    return o.getClass() == PyFloat.class;
  }

  /** Small enough to inline into the loop: exact small ints for + - first, the rest out of line. */
  static PyObject binary(PyObject a, PyObject b, int op) {
    if (a.getClass() == PyInt.class && b.getClass() == PyInt.class) {
      PyInt ia = (PyInt) a;
      PyInt ib = (PyInt) b;
      if (ia.fitsLong() && ib.fitsLong()) {
        int kind = op & 15;
        long x = ia.longValue();
        long y = ib.longValue();
        if (kind == ADD) {
          long r = x + y;
          if (((x ^ r) & (y ^ r)) >= 0) {
            return PyInt.of(r);
          }
        } else if (kind == SUB) {
          long r = x - y;
          if (((x ^ y) & (x ^ r)) >= 0) {
            return PyInt.of(r);
          }
        }
      }
    }
    return binarySlow(a, b, op);
  }

  private static PyObject binarySlow(PyObject a, PyObject b, int op) {
    int kind = op & 15;
    if (kind <= MUL && a.getClass() == PyInt.class && b.getClass() == PyInt.class) {
      // big or overflowing ints: what int's own methods answer (exact ints have no __iadd__ and the like)
      PyInt x = (PyInt) a;
      PyInt y = (PyInt) b;
      return kind == ADD ? PyInt.add(x, y) : kind == SUB ? PyInt.sub(x, y) : PyInt.mul(x, y);
    }
    if (isSmallInt(a) && isSmallInt(b)) {
      long x = ((PyInt) a).longValue();
      long y = ((PyInt) b).longValue();
      try {
        if (kind == ADD) {
          return PyInt.of(Math.addExact(x, y));
        } else if (kind == SUB) {
          return PyInt.of(Math.subtractExact(x, y));
        } else if (kind == MUL) {
          return PyInt.of(Math.multiplyExact(x, y));
        } else if (kind == FLOORDIV && y != 0 && !(x == Long.MIN_VALUE && y == -1)) {
          return PyInt.of(Math.floorDiv(x, y));
        } else if (kind == MOD && y != 0) {
          return PyInt.of(Math.floorMod(x, y));
        } else if (kind == TRUEDIV && y != 0 && Math.abs(x) < (1L << 53) && Math.abs(y) < (1L << 53)) {
          return PyFloat.of((double) x / (double) y);
        }
      } catch (ArithmeticException overflow) {
        // fall through to arbitrary precision
      }
    } else if ((isFloat(a) || isSmallInt(a)) && (isFloat(b) || isSmallInt(b))) {
      // two floats, or a float and an int converted (correctly rounded) as float's own methods convert it
      double x = isFloat(a) ? ((PyFloat) a).value() : (double) ((PyInt) a).longValue();
      double y = isFloat(b) ? ((PyFloat) b).value() : (double) ((PyInt) b).longValue();
      if (kind == ADD) {
        return PyFloat.of(x + y);
      } else if (kind == SUB) {
        return PyFloat.of(x - y);
      } else if (kind == MUL) {
        return PyFloat.of(x * y);
      } else if (kind == TRUEDIV && y != 0) {
        return PyFloat.of(x / y);
      }
    } else if (kind == ADD && a instanceof PyStr sa && b instanceof PyStr sb && a.type() == PyStr.TYPE
        && b.type() == PyStr.TYPE) {
      String x = sa.value();
      String y = sb.value();
      if (y.isEmpty()) {
        return a;
      }
      if (x.isEmpty()) {
        return b;
      }
      ResourceMeter.current().allocateString((long) x.length() + y.length());
      return PyStr.of(x.concat(y));
    }
    Ops.Binary bop = BINARY[kind];
    return (op & 16) != 0 ? Ops.inplace(a, b, bop) : Ops.binary(a, b, bop);
  }

  /** Small enough to inline into the loop: exact small ints first, the rest out of line. */
  static PyObject compare(PyObject a, PyObject b, int op) {
    if (a.getClass() == PyInt.class && b.getClass() == PyInt.class) {
      PyInt ia = (PyInt) a;
      PyInt ib = (PyInt) b;
      if (ia.fitsLong() && ib.fitsLong()) {
        long x = ia.longValue();
        long y = ib.longValue();
        return PyBool.of(switch (op) {
          case 0 -> x < y;
          case 1 -> x <= y;
          case 2 -> x == y;
          case 3 -> x != y;
          case 4 -> x > y;
          default -> x >= y;
        });
      }
    }
    return compareSlow(a, b, op);
  }

  private static PyObject compareSlow(PyObject a, PyObject b, int op) {
    if (isSmallInt(a) && isSmallInt(b)) {
      long x = ((PyInt) a).longValue();
      long y = ((PyInt) b).longValue();
      return PyBool.of(switch (op) {
        case 0 -> x < y;
        case 1 -> x <= y;
        case 2 -> x == y;
        case 3 -> x != y;
        case 4 -> x > y;
        default -> x >= y;
      });
    }
    if (isFloat(a) && isFloat(b)) {
      double x = ((PyFloat) a).value();
      double y = ((PyFloat) b).value();
      return PyBool.of(switch (op) {
        case 0 -> x < y;
        case 1 -> x <= y;
        case 2 -> x == y;
        case 3 -> x != y;
        case 4 -> x > y;
        default -> x >= y;
      });
    }
    if ((op == 2 || op == 3) && a instanceof PyStr sa && b instanceof PyStr sb && a.type() == PyStr.TYPE
        && b.type() == PyStr.TYPE) {
      return PyBool.of(sa.value().equals(sb.value()) == (op == 2));
    }
    return Ops.richCompare(a, b, COMPARE[op]);
  }

  static PyObject neg(PyObject a) {
    if (isSmallInt(a) && ((PyInt) a).longValue() != Long.MIN_VALUE) {
      return PyInt.of(-((PyInt) a).longValue());
    }
    if (isFloat(a)) {
      return PyFloat.of(-((PyFloat) a).value());
    }
    return Ops.neg(a);
  }

  static boolean truthy(PyObject v) {
    if (v == PyBool.TRUE) {
      return true;
    }
    if (v == PyBool.FALSE || v == PyNone.NONE) {
      return false;
    }
    if (isSmallInt(v)) {
      return ((PyInt) v).longValue() != 0;
    }
    if (v instanceof PyStr s && v.type() == PyStr.TYPE) {
      return !s.value().isEmpty();
    }
    return Ops.truthy(v);
  }

  static PyObject getitem(PyObject o, PyObject k) {
    if (o instanceof PyDict d && d.type() == PyDict.TYPE) {
      return d.getItem(k);
    }
    if (o instanceof PyList l && l.type() == PyList.TYPE && k instanceof PyInt) {
      return l.getItem(k);
    }
    if (o instanceof PyTuple t && t.type() == PyTuple.TYPE && k instanceof PyInt) {
      return t.getItem(k);
    }
    return Ops.getitem(o, k);
  }

  static void setitem(PyObject o, PyObject k, PyObject v) {
    if (o instanceof PyDict d && d.type() == PyDict.TYPE) {
      d.setItem(k, v);
    } else if (o instanceof PyList l && l.type() == PyList.TYPE && k instanceof PyInt) {
      l.setItem(k, v);
    } else {
      Ops.setitem(o, k, v);
    }
  }
}
