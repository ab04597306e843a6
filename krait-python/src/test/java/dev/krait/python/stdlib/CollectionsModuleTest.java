/*
 * collections: Counter, defaultdict, OrderedDict, deque, namedtuple, ChainMap against CPython
 * 3.11 (expected strings from python3).
 */
package dev.krait.python.stdlib;

import static dev.krait.python.stdlib.StdlibTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import org.junit.jupiter.api.Test;

class CollectionsModuleTest {
  private final PyModule c = CollectionsModule.create();

  @Test
  void counter() {
    PyObject cnt = fn(c, "Counter", s("abracadabra"));
    assertThat(repr(cnt)).isEqualTo("Counter({'a': 5, 'b': 2, 'r': 2, 'c': 1, 'd': 1})");
    assertThat(repr(meth(cnt, "most_common", i(2)))).isEqualTo("[('a', 5), ('b', 2)]");
    assertThat(repr(meth(cnt, "total"))).isEqualTo("11");
    assertThat(repr(Ops.getitem(cnt, s("z")))).isEqualTo("0");
    assertThat(repr(fn(c, "Counter"))).isEqualTo("Counter()");
    assertThat(Ops.isInstance(cnt, PyDict.TYPE)).isTrue();
    PyObject a = fn(c, "Counter", "a=", i(3));
    PyObject b = fn(c, "Counter", "a=", i(5));
    assertThat(repr(Ops.binary(a, b, Ops.Binary.SUB))).isEqualTo("Counter()");
    assertThat(repr(Ops.binary(fn(c, "Counter", "a=", i(1)), fn(c, "Counter", "b=", i(2)), Ops.Binary.ADD)))
        .isEqualTo("Counter({'b': 2, 'a': 1})");
    assertThat(repr(Ops.neg(fn(c, "Counter", "a=", i(-2), "b=", i(1))))).isEqualTo("Counter({'a': 2})");
    PyObject upd = fn(c, "Counter", list(s("x"), s("y"), s("x")));
    meth(upd, "update", s("xz"));
    meth(upd, "subtract", dict(s("y"), i(1)));
    assertThat(repr(upd)).isEqualTo("Counter({'x': 3, 'z': 1, 'y': 0})");
    PyList elements = new PyList();
    Support.forEach(meth(fn(c, "Counter", "a=", i(2), "b=", i(1)), "elements"), elements::append);
    assertThat(repr(elements)).isEqualTo("['a', 'a', 'b']");
    assertThat(Ops.eq(fn(c, "Counter", "a=", i(1)), fn(c, "Counter", "a=", i(1), "b=", i(0)))).isTrue();
  }

  @Test
  void defaultdict() {
    PyObject dd = fn(c, "defaultdict", PyList.TYPE);
    meth(Ops.getitem(dd, s("a")), "append", i(1));
    assertThat(repr(dd)).isEqualTo("defaultdict(<class 'list'>, {'a': [1]})");
    assertThat(repr(fn(c, "defaultdict"))).isEqualTo("defaultdict(None, {})");
    assertThat(error(() -> Ops.getitem(fn(c, "defaultdict"), s("k")))).isEqualTo("KeyError: 'k'");
    assertThat(error(() -> fn(c, "defaultdict", i(1)))).isEqualTo("TypeError: first argument must be callable or None");
    assertThat(repr(Ops.getattr(dd, "default_factory"))).isEqualTo("<class 'list'>");
    assertThat(repr(meth(dd, "get", s("missing")))).isEqualTo("None");
  }

  @Test
  void orderedDict() {
    PyObject od = fn(c, "OrderedDict", "a=", i(1), "b=", i(2));
    meth(od, "move_to_end", s("a"));
    assertThat(repr(od)).isEqualTo("OrderedDict([('b', 2), ('a', 1)])");
    meth(od, "move_to_end", s("a"), "last=", FALSE);
    assertThat(repr(od)).isEqualTo("OrderedDict([('a', 1), ('b', 2)])");
    assertThat(repr(meth(od, "popitem", "last=", FALSE))).isEqualTo("('a', 1)");
    assertThat(repr(fn(c, "OrderedDict"))).isEqualTo("OrderedDict()");
    PyObject x = fn(c, "OrderedDict", list(tuple(s("a"), i(1)), tuple(s("b"), i(2))));
    PyObject y = fn(c, "OrderedDict", list(tuple(s("b"), i(2)), tuple(s("a"), i(1))));
    assertThat(Ops.eq(x, y)).isFalse();
    assertThat(Ops.eq(x, dict(s("b"), i(2), s("a"), i(1)))).isTrue();
  }

  @Test
  void deque() {
    PyObject d = fn(c, "deque", list(i(1), i(2), i(3)), "maxlen=", i(3));
    assertThat(repr(d)).isEqualTo("deque([1, 2, 3], maxlen=3)");
    meth(d, "append", i(4));
    meth(d, "appendleft", i(0));
    assertThat(repr(d)).isEqualTo("deque([0, 2, 3], maxlen=3)");
    meth(d, "rotate", i(1));
    assertThat(repr(d)).isEqualTo("deque([3, 0, 2], maxlen=3)");
    assertThat(repr(Ops.getitem(d, i(-1)))).isEqualTo("2");
    assertThat(repr(fn(c, "deque"))).isEqualTo("deque([])");
    assertThat(error(() -> meth(fn(c, "deque"), "pop"))).isEqualTo("IndexError: pop from an empty deque");
    assertThat(error(() -> meth(d, "remove", i(9)))).isEqualTo("ValueError: 9 is not in deque");
    assertThat(error(() -> Ops.getitem(d, i(5)))).isEqualTo("IndexError: deque index out of range");
    PyObject e = fn(c, "deque", s("abc"));
    meth(e, "extendleft", s("xy"));
    assertThat(repr(e)).isEqualTo("deque(['y', 'x', 'a', 'b', 'c'])");
    assertThat(repr(meth(e, "popleft")) + repr(meth(e, "pop")) + Ops.len(e)).isEqualTo("'y''c'3");
  }

  @Test
  void namedtuple() {
    PyObject point = fn(c, "namedtuple", s("P"), s("x y"), "defaults=", list(i(0)));
    PyObject p = call(point, i(1), i(2));
    assertThat(repr(p)).isEqualTo("P(x=1, y=2)");
    assertThat(repr(Ops.getattr(p, "y"))).isEqualTo("2");
    assertThat(repr(Ops.getitem(p, i(0)))).isEqualTo("1");
    assertThat(repr(call(point, i(1)))).isEqualTo("P(x=1, y=0)");
    assertThat(repr(meth(point, "_make", list(i(1), i(2))))).isEqualTo("P(x=1, y=2)");
    assertThat(repr(meth(call(point, i(1)), "_asdict"))).isEqualTo("{'x': 1, 'y': 0}");
    assertThat(repr(meth(p, "_replace", "y=", i(5)))).isEqualTo("P(x=1, y=5)");
    assertThat(repr(Ops.getattr(point, "_fields"))).isEqualTo("('x', 'y')");
    assertThat(repr(Ops.getattr(point, "_field_defaults"))).isEqualTo("{'y': 0}");
    assertThat(repr(point)).isEqualTo("<class '__main__.P'>");
    assertThat(error(() -> call(point))).isEqualTo("TypeError: P.__new__() missing 1 required positional argument: 'x'");
    assertThat(error(() -> call(point, i(1), i(2), i(3))))
        .isEqualTo("TypeError: P.__new__() takes from 2 to 3 positional arguments but 4 were given");
    assertThat(error(() -> call(point, i(1), "z=", i(2))))
        .isEqualTo("TypeError: P.__new__() got an unexpected keyword argument 'z'");
    assertThat(error(() -> Ops.setattr(p, "x", i(3)))).isEqualTo("AttributeError: can't set attribute");
    assertThat(error(() -> meth(p, "_replace", "z=", i(1)))).isEqualTo("ValueError: Got unexpected field names: ['z']");
    assertThat(error(() -> fn(c, "namedtuple", s("Q"), s("a a"))))
        .isEqualTo("ValueError: Encountered duplicate field name: 'a'");
    assertThat(error(() -> fn(c, "namedtuple", s("Q"), s("class"))))
        .isEqualTo("ValueError: Type names and field names cannot be a keyword: 'class'");
    assertThat(repr(Ops.getattr(fn(c, "namedtuple", s("Q"), s("a a _b class"), "rename=", TRUE), "_fields")))
        .isEqualTo("('a', '_1', '_2', '_3')");
    assertThat(Ops.eq(p, tuple(i(1), i(2)))).isTrue();
  }

  @Test
  void chainMap() {
    PyObject cm = fn(c, "ChainMap", dict(s("a"), i(1)), dict(s("b"), i(2), s("a"), i(9)));
    assertThat(repr(cm)).isEqualTo("ChainMap({'a': 1}, {'b': 2, 'a': 9})");
    assertThat(repr(Ops.getitem(cm, s("a"))) + repr(Ops.getitem(cm, s("b")))).isEqualTo("12");
    assertThat(Ops.len(cm)).isEqualTo(2);
    PyList keys = new PyList();
    Support.forEach(cm, keys::append);
    assertThat(repr(keys)).isEqualTo("['b', 'a']");
    assertThat(repr(meth(cm, "new_child"))).isEqualTo("ChainMap({}, {'a': 1}, {'b': 2, 'a': 9})");
    assertThat(error(() -> meth(cm, "pop", s("b")))).isEqualTo("KeyError: \"Key not found in the first mapping: 'b'\"");
    Ops.setitem(cm, s("c"), i(3));
    assertThat(repr(Ops.getattr(cm, "maps"))).isEqualTo("[{'a': 1, 'c': 3}, {'b': 2, 'a': 9}]");
  }
}
