package dev.krait.python.objects;

import static dev.krait.python.objects.PyTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** dict, its views and iterators, against CPython 3.11. */
class DictTest {

  private static PyDict dict(PyObject... kv) {
    PyDict d = new PyDict();
    for (int k = 0; k < kv.length; k += 2) {
      d.setItem(kv[k], kv[k + 1]);
    }
    return d;
  }

  @Test
  void numericKeysUnify() {
    PyDict d = new PyDict();
    d.setItem(i(1), s("int"));
    d.setItem(PyFloat.of(1.0), s("float"));
    d.setItem(PyBool.TRUE, s("bool"));
    assertThat(repr(d)).isEqualTo("{1: 'bool'}");
    assertThat(d.size()).isEqualTo(1);
  }

  @Test
  void insertionOrderSurvivesDeletesAndGrowth() {
    PyDict d = new PyDict();
    for (int k = 0; k < 1000; k++) {
      d.setItem(s("k" + k), i(k));
    }
    for (int k = 0; k < 1000; k += 2) {
      d.delItem(s("k" + k));
    }
    d.setItem(s("k0"), i(-1));
    assertThat(d.size()).isEqualTo(501);
    assertThat(repr(d.getItemOrNull(s("k999")))).isEqualTo("999");
    assertThat(d.getItemOrNull(s("k2"))).isNull();
    assertThat(repr(d.keys().get(0))).isEqualTo("'k1'");
    assertThat(repr(d.keys().get(500))).isEqualTo("'k0'");
  }

  @Test
  void methods() {
    PyDict d = dict(s("a"), i(1), s("b"), i(2));
    assertThat(repr(call(d, "get", s("z")))).isEqualTo("None");
    assertThat(repr(call(d, "get", s("z"), i(0)))).isEqualTo("0");
    assertThat(repr(call(d, "setdefault", s("c"), ints()))).isEqualTo("[]");
    assertThat(repr(call(d, "pop", s("a")))).isEqualTo("1");
    assertThat(repr(call(d, "pop", s("a"), i(9)))).isEqualTo("9");
    assertThat(repr(call(d, "popitem"))).isEqualTo("('c', [])");
    callKw(d, "update", new PyObject[] {list(tuple(s("x"), i(1))), i(5)}, "y");
    assertThat(repr(d)).isEqualTo("{'b': 2, 'x': 1, 'y': 5}");
    assertThat(repr(call(d, "keys"))).isEqualTo("dict_keys(['b', 'x', 'y'])");
    assertThat(repr(call(d, "values"))).isEqualTo("dict_values([2, 1, 5])");
    assertThat(repr(call(d, "items"))).isEqualTo("dict_items([('b', 2), ('x', 1), ('y', 5)])");
    assertThat(repr(PyReversed.of(d))).contains("dict_reversekeyiterator");
    assertThat(repr(PyList.fromIterable(PyReversed.of(call(d, "items"))))).isEqualTo("[('y', 5), ('x', 1), ('b', 2)]");
    PyObject fk = call(PyDict.TYPE, "fromkeys", ints(3, 1), i(0));
    assertThat(repr(fk)).isEqualTo("{3: 0, 1: 0}");
    assertThat(repr(Ops.binary(dict(i(1), i(1)), dict(i(2), i(2), i(1), i(3)), Ops.Binary.OR)))
        .isEqualTo("{1: 3, 2: 2}");
  }

  @Test
  void errors() {
    assertThat(error(() -> call(new PyDict(), "popitem"))).isEqualTo("KeyError: 'popitem(): dictionary is empty'");
    assertThat(error(() -> Ops.getitem(dict(i(1), i(2)), i(3)))).isEqualTo("KeyError: 3");
    assertThat(error(() -> PyDict.TYPE.call(new PyObject[] {list(tuple(i(1), i(2), i(3)))}, null)))
        .isEqualTo("ValueError: dictionary update sequence element #0 has length 3; 2 is required");
    assertThat(error(() -> PyDict.TYPE.call(new PyObject[] {ints(1)}, null)))
        .isEqualTo("TypeError: cannot convert dictionary update sequence element #0 to a sequence");
    assertThat(error(() -> PyDict.TYPE.call(new PyObject[] {ints(), ints()}, null)))
        .isEqualTo("TypeError: dict expected at most 1 argument, got 2");
    assertThat(error(() -> new PyDict().setItem(ints(), i(1)))).isEqualTo("TypeError: unhashable type: 'list'");
    assertThat(error(() -> Ops.binary(new PyDict(), ints(), Ops.Binary.OR)))
        .isEqualTo("TypeError: unsupported operand type(s) for |: 'dict' and 'list'");
  }

  @Test
  void changedSizeDuringIteration() {
    PyDict d = dict(i(1), i(1), i(2), i(2));
    PyObject it = Ops.iter(d);
    Ops.next(it);
    d.setItem(i(3), i(3));
    assertThat(error(() -> Ops.next(it))).isEqualTo("RuntimeError: dictionary changed size during iteration");
    PySet st = PySet.of(i(1), i(2));
    PyObject sit = Ops.iter(st);
    st.add(i(5));
    assertThat(error(() -> Ops.next(sit))).isEqualTo("RuntimeError: Set changed size during iteration");
  }

  @Test
  void viewsAreLiveAndSetLike() {
    PyDict d = dict(i(1), s("a"), i(2), s("b"));
    PyObject keys = call(d, "keys");
    d.setItem(i(3), s("c"));
    assertThat(Ops.len(keys)).isEqualTo(3);
    assertThat(repr(Ops.binary(keys, PySet.of(i(2), i(3), i(4)), Ops.Binary.AND))).isEqualTo("{2, 3}");
    assertThat(repr(Ops.binary(keys, ints(5), Ops.Binary.OR))).isEqualTo("{1, 2, 3, 5}");
    assertThat(repr(Ops.binary(keys, ints(1), Ops.Binary.SUB))).isEqualTo("{2, 3}");
    assertThat(repr(Ops.binary(keys, ints(1, 9), Ops.Binary.XOR))).isEqualTo("{9, 2, 3}"); // python3: d.keys() ^ [1, 9]
    assertThat(Ops.contains(call(d, "items"), tuple(i(1), s("a")))).isTrue();
    assertThat(Ops.contains(call(d, "values"), s("c"))).isTrue();
    assertThat(Ops.eq(keys, PySet.of(i(1), i(2), i(3)))).isTrue();
  }

  @Test
  void reprRecursionAndEquality() {
    PyDict d = new PyDict();
    d.setItem(s("self"), d);
    assertThat(repr(d)).isEqualTo("{'self': {...}}");
    assertThat(Ops.eq(dict(i(1), i(2)), dict(PyFloat.of(1.0), i(2)))).isTrue();
    assertThat(Ops.eq(dict(i(1), i(2)), dict(i(1), i(3)))).isFalse();
  }

  @Test
  void missingOnSubclass() {
    java.util.Map<String, PyObject> ns = new java.util.LinkedHashMap<>();
    ns.put("__missing__", fn(a -> ints(42)));
    PyType sub = PyType.newClass(PyType.TYPE, "D", new PyType[] {PyDict.TYPE}, ns);
    PyObject d = sub.call(new PyObject[0], null);
    assertThat(repr(Ops.getitem(d, s("x")))).isEqualTo("[42]");
  }

  @Test
  void setsAndFrozensets() {
    PySet a = PySet.of(i(1), i(2), i(3));
    assertThat(repr(new PySet())).isEqualTo("set()");
    assertThat(repr(PySet.fromIterable(ints(1), true))).isEqualTo("frozenset({1})");
    assertThat(error(() -> call(new PySet(), "pop"))).isEqualTo("KeyError: 'pop from an empty set'");
    assertThat(error(() -> call(new PySet(), "remove", i(1)))).isEqualTo("KeyError: 1");
    assertThat(error(() -> PySet.of(ints()))).isEqualTo("TypeError: unhashable type: 'list'");
    assertThat(Ops.truthy(Ops.richCompare(PySet.of(i(1)), a, Ops.Compare.LT))).isTrue();
    assertThat(Ops.truthy(call(a, "issuperset", ints(1, 2)))).isTrue();
    assertThat(Ops.truthy(call(a, "isdisjoint", ints(7)))).isTrue();
    assertThat(Ops.contains(a, PyFloat.of(2.0))).isTrue();
    assertThat(Ops.contains(PySet.of(PySet.fromIterable(ints(1), true)), PySet.of(i(1)))).isTrue();
    assertThat(repr(Ops.binary(PySet.fromIterable(ints(1), true), PySet.of(i(2)), Ops.Binary.OR)))
        .isEqualTo("frozenset({1, 2})");
    assertThat(Containers.hash(PySet.fromIterable(ints(1, 2, 3), true))).isEqualTo(-272375401224217160L);
  }
}
