package dev.krait.python.objects;

import static dev.krait.python.objects.PyTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.python.vm.LimitExceededError;
import dev.krait.python.vm.ResourceMeter;
import org.junit.jupiter.api.Test;

/** list and tuple behaviour against CPython 3.11 (expected strings from python3). */
class ListTupleTest {

  @Test
  void basicMethods() {
    PyList l = ints(3, 1, 2);
    call(l, "append", i(5));
    call(l, "extend", tuple(i(7), i(8)));
    call(l, "insert", i(-100), i(0));
    call(l, "insert", i(100), i(9));
    assertThat(repr(l)).isEqualTo("[0, 3, 1, 2, 5, 7, 8, 9]");
    assertThat(repr(call(l, "pop"))).isEqualTo("9");
    assertThat(repr(call(l, "pop", i(0)))).isEqualTo("0");
    call(l, "remove", i(5));
    assertThat(repr(l)).isEqualTo("[3, 1, 2, 7, 8]");
    assertThat(repr(call(l, "index", i(7)))).isEqualTo("3");
    assertThat(repr(call(l, "count", i(1)))).isEqualTo("1");
    call(l, "reverse");
    assertThat(repr(l)).isEqualTo("[8, 7, 2, 1, 3]");
    PyObject c = call(l, "copy");
    call(l, "clear");
    assertThat(repr(l)).isEqualTo("[]");
    assertThat(repr(c)).isEqualTo("[8, 7, 2, 1, 3]");
  }

  @Test
  void errorsMatchCPython() {
    assertThat(error(() -> call(new PyList(), "pop"))).isEqualTo("IndexError: pop from empty list");
    assertThat(error(() -> call(ints(1), "pop", i(5)))).isEqualTo("IndexError: pop index out of range");
    assertThat(error(() -> call(ints(1), "index", i(2)))).isEqualTo("ValueError: 2 is not in list");
    assertThat(error(() -> call(ints(1), "remove", i(2)))).isEqualTo("ValueError: list.remove(x): x not in list");
    assertThat(error(() -> Ops.binary(ints(1), i(1), Ops.Binary.ADD)))
        .isEqualTo("TypeError: can only concatenate list (not \"int\") to list");
    assertThat(error(() -> Ops.getitem(new PyList(), i(0)))).isEqualTo("IndexError: list index out of range");
    assertThat(error(() -> Ops.getitem(new PyList(), s("a"))))
        .isEqualTo("TypeError: list indices must be integers or slices, not str");
    assertThat(error(() -> Ops.setitem(ints(1, 2, 3), new PySlice(i(0), i(3), i(2)), ints(1))))
        .isEqualTo("ValueError: attempt to assign sequence of size 1 to extended slice of size 2");
    assertThat(error(() -> Ops.setitem(ints(1), new PySlice(i(0), i(3), PyNone.NONE), i(1))))
        .isEqualTo("TypeError: can only assign an iterable");
    assertThat(error(() -> Ops.lt(ints(1), s("a"))))
        .isEqualTo("TypeError: '<' not supported between instances of 'list' and 'str'");
    assertThat(error(() -> Ops.hash(new PyList()))).isEqualTo("TypeError: unhashable type: 'list'");
    assertThat(error(() -> call(tuple(i(1)), "index", i(2)))).isEqualTo("ValueError: tuple.index(x): x not in tuple");
    assertThat(error(() -> Ops.binary(tuple(i(1)), ints(1), Ops.Binary.ADD)))
        .isEqualTo("TypeError: can only concatenate tuple (not \"list\") to tuple");
    assertThat(error(() -> Ops.getitem(PyTuple.EMPTY, i(0)))).isEqualTo("IndexError: tuple index out of range");
  }

  @Test
  void slicing() {
    PyList l = ints(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    assertThat(repr(Ops.getitem(l, new PySlice(i(1), i(8), i(3))))).isEqualTo("[1, 4, 7]");
    assertThat(repr(Ops.getitem(l, new PySlice(PyNone.NONE, PyNone.NONE, i(-2))))).isEqualTo("[9, 7, 5, 3, 1]");
    assertThat(repr(Ops.getitem(l, new PySlice(i(-3), PyNone.NONE, PyNone.NONE)))).isEqualTo("[7, 8, 9]");
    Ops.setitem(l, new PySlice(i(2), i(5), PyNone.NONE), ints(20));
    assertThat(repr(l)).isEqualTo("[0, 1, 20, 5, 6, 7, 8, 9]");
    Ops.setitem(l, new PySlice(PyNone.NONE, PyNone.NONE, i(2)), ints(10, 11, 12, 13));
    assertThat(repr(l)).isEqualTo("[10, 1, 11, 5, 12, 7, 13, 9]");
    Ops.delitem(l, new PySlice(PyNone.NONE, PyNone.NONE, i(-3)));
    assertThat(repr(l)).isEqualTo("[10, 11, 5, 7, 13]");
    Ops.delitem(l, i(-1));
    assertThat(repr(l)).isEqualTo("[10, 11, 5, 7]");
    Ops.setitem(l, new PySlice(i(1), i(1), PyNone.NONE), l);
    assertThat(repr(l)).isEqualTo("[10, 10, 11, 5, 7, 11, 5, 7]");
    assertThat(repr(Ops.getitem(tuple(i(1), i(2), i(3)), new PySlice(PyNone.NONE, PyNone.NONE, i(-1)))))
        .isEqualTo("(3, 2, 1)");
  }

  @Test
  void reprs() {
    PyList l = ints(1);
    l.append(l);
    assertThat(repr(l)).isEqualTo("[1, [...]]");
    assertThat(repr(tuple(i(1)))).isEqualTo("(1,)");
    assertThat(repr(PyTuple.EMPTY)).isEqualTo("()");
    assertThat(repr(tuple(s("a"), ints()))).isEqualTo("('a', [])");
  }

  @Test
  void sortIsStableWithKeyAndReverse() {
    PyList l = list(tuple(i(1), s("b")), tuple(i(0), s("a")), tuple(i(1), s("a")), tuple(i(0), s("b")));
    PyObject first = fn(a -> Ops.getitem(a[0], i(0)));
    callKw(l, "sort", new PyObject[] {first}, "key");
    assertThat(repr(l)).isEqualTo("[(0, 'a'), (0, 'b'), (1, 'b'), (1, 'a')]");
    callKw(l, "sort", new PyObject[] {first, PyBool.TRUE}, "key", "reverse");
    assertThat(repr(l)).isEqualTo("[(1, 'b'), (1, 'a'), (0, 'a'), (0, 'b')]");
    PyList big = new PyList();
    for (int k = 0; k < 1000; k++) {
      big.append(i((k * 7919L) % 1009));
    }
    big.sort(null, false);
    for (int k = 1; k < 1000; k++) {
      assertThat(Containers.lt(big.get(k), big.get(k - 1))).isFalse();
    }
  }

  @Test
  void sortSurvivesInconsistentComparisonsAndPropagatesErrors() {
    PyList l = new PyList();
    for (int k = 0; k < 500; k++) {
      l.append(i(k % 17));
    }
    java.util.Random r = new java.util.Random(1);
    PyObject randomKey = fn(a -> PyFloat.of(r.nextBoolean() ? Double.NaN : r.nextDouble()));
    callKw(l, "sort", new PyObject[] {randomKey}, "key");
    assertThat(l.size()).isEqualTo(500);
    assertThat(error(() -> call(list(i(1), s("a")), "sort")))
        .isEqualTo("TypeError: '<' not supported between instances of 'str' and 'int'");
    PyList m = ints(3, 2, 1);
    PyObject mutating = fn(a -> {
      m.append(i(0));
      return a[0];
    });
    assertThat(error(() -> callKw(m, "sort", new PyObject[] {mutating}, "key")))
        .isEqualTo("ValueError: list modified during sort");
  }

  @Test
  void comparisonAndContainment() {
    assertThat(Ops.lt(ints(1, 2), ints(1, 3))).isTrue();
    assertThat(Ops.lt(ints(1, 2), ints(1, 2, 0))).isTrue();
    assertThat(Ops.eq(ints(1, 2), ints(1, 2))).isTrue();
    assertThat(Ops.eq(tuple(i(1), PyFloat.of(2.0)), tuple(i(1), i(2)))).isTrue();
    assertThat(Ops.contains(ints(1, 2), PyFloat.of(2.0))).isTrue();
    assertThat(Ops.contains(tuple(i(1)), i(3))).isFalse();
  }

  @Test
  void repetitionIsMeteredBeforeAllocating() {
    assertThat(repr(Ops.binary(ints(1, 2), i(2), Ops.Binary.MUL))).isEqualTo("[1, 2, 1, 2]");
    assertThat(repr(Ops.binary(i(2), tuple(i(0)), Ops.Binary.MUL))).isEqualTo("(0, 0)");
    assertThat(error(() -> Ops.binary(ints(1), PyFloat.of(1.5), Ops.Binary.MUL)))
        .isEqualTo("TypeError: can't multiply sequence by non-int of type 'float'");
    ResourceMeter meter = new ResourceMeter(Long.MAX_VALUE, 1 << 20, 1000);
    ResourceMeter prev = meter.enter();
    try {
      assertThatThrownBy(() -> Ops.binary(ints(1), i(1L << 40), Ops.Binary.MUL))
          .isInstanceOf(LimitExceededError.class);
    } finally {
      meter.exit(prev);
    }
    PyList l = ints(1, 2);
    Ops.inplace(l, i(3), Ops.Binary.MUL);
    assertThat(repr(l)).isEqualTo("[1, 2, 1, 2, 1, 2]");
    Ops.inplace(l, new PyRange(i(0), i(2), i(1)), Ops.Binary.ADD);
    assertThat(repr(l)).isEqualTo("[1, 2, 1, 2, 1, 2, 0, 1]");
  }

  @Test
  void iteratorSeesAppends() {
    PyList l = ints(1);
    PyObject it = Ops.iter(l);
    assertThat(repr(Ops.next(it))).isEqualTo("1");
    l.append(i(2));
    assertThat(repr(Ops.next(it))).isEqualTo("2");
    assertThat(Ops.next(it)).isNull();
  }

  @Test
  void tupleHashMatchesCPython() {
    assertThat(PyTuple.of(i(1), i(2), i(3)).hashValue()).isEqualTo(529344067295497451L);
    assertThat(PyTuple.EMPTY.hashValue()).isEqualTo(5740354900026072187L);
    assertThat(PyTuple.of(tuple(i(1), i(2)), tuple(i(3), i(-1))).hashValue()).isEqualTo(3661694078913970954L);
    assertThat(Containers.hash(PyRange.of(0, 10, 2))).isEqualTo(-6143170332311272345L);
  }

  @Test
  void subclassOfListHasDict() {
    PyType sub = PyType.newClass(PyType.TYPE, "L", new PyType[] {PyList.TYPE}, new java.util.LinkedHashMap<>());
    PyObject o = sub.call(new PyObject[] {tuple(i(1), i(2))}, null);
    assertThat(o).isInstanceOf(PyList.class);
    assertThat(o.type()).isSameAs(sub);
    Ops.setattr(o, "x", i(1));
    assertThat(repr(o)).isEqualTo("[1, 2]");
    assertThat(repr(Ops.getattr(o, "x"))).isEqualTo("1");
  }
}
