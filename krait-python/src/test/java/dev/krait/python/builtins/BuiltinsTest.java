package dev.krait.python.builtins;

import static dev.krait.python.objects.PyTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyRange;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import org.junit.jupiter.api.Test;

/** The builtin functions, with CPython 3.11's results and messages. */
class BuiltinsTest {

  @Test
  void tableHasEveryName() {
    for (String n : ("object type int bool float str list tuple dict set frozenset range slice property staticmethod"
        + " classmethod enumerate zip map filter reversed None True False Ellipsis NotImplemented abs all any ascii"
        + " bin callable chr divmod format getattr hasattr hash hex id isinstance issubclass iter len max min next"
        + " oct ord pow repr round setattr delattr sorted sum vars dir aiter anext ValueError KeyError"
        + " StopIteration").split(" ")) {
      assertThat(Builtins.table()).containsKey(n);
    }
    assertThat(Builtins.table()).doesNotContainKeys("print", "exec", "eval", "open", "__import__");
  }

  @Test
  void minMaxSortedSum() {
    assertThat(repr(b("max", ints(3, 1, 2)))).isEqualTo("3");
    assertThat(repr(b("min", i(3), i(1), i(2)))).isEqualTo("1");
    assertThat(repr(bkw("max", new PyObject[] {list(s("aa"), s("b"), s("ccc")), builtin("len")}, "key")))
        .isEqualTo("'ccc'");
    assertThat(repr(bkw("max", new PyObject[] {ints(), i(7)}, "default"))).isEqualTo("7");
    assertThat(error(() -> b("max", ints()))).isEqualTo("ValueError: max() arg is an empty sequence");
    assertThat(error(() -> b("max"))).isEqualTo("TypeError: max expected at least 1 argument, got 0");
    assertThat(error(() -> bkw("max", new PyObject[] {i(1), i(2), i(3)}, "default")))
        .isEqualTo("TypeError: Cannot specify a default for max() with multiple positional arguments");
    assertThat(repr(bkw("sorted", new PyObject[] {ints(3, 1, 2), PyBool.TRUE}, "reverse"))).isEqualTo("[3, 2, 1]");
    assertThat(error(() -> b("sorted", list(i(1), s("a")))))
        .isEqualTo("TypeError: '<' not supported between instances of 'str' and 'int'");
    assertThat(repr(b("sum", ints(1, 2, 3)))).isEqualTo("6");
    assertThat(repr(b("sum", list(i(1), PyFloat.of(0.5))))).isEqualTo("1.5");
    assertThat(repr(bkw("sum", new PyObject[] {list(ints(1), ints(2)), ints()}, "start"))).isEqualTo("[1, 2]");
    assertThat(repr(b("sum", ints(Long.MAX_VALUE, 1)))).isEqualTo("9223372036854775808");
    assertThat(error(() -> b("sum", list(s("a")), s("b"))))
        .isEqualTo("TypeError: sum() can't sum strings [use ''.join(seq) instead]");
    assertThat(repr(b("any", ints(0, 0, 1)))).isEqualTo("True");
    assertThat(repr(b("all", ints()))).isEqualTo("True");
  }

  @Test
  void iteration() {
    assertThat(repr(b("list", bkw("enumerate", new PyObject[] {list(s("a"), s("b")), i(5)}, "start"))))
        .isEqualTo("[(5, 'a'), (6, 'b')]");
    assertThat(repr(b("list", b("zip", ints(1, 2, 3), list(s("a"), s("b")))))).isEqualTo("[(1, 'a'), (2, 'b')]");
    assertThat(error(() -> b("list", bkw("zip", new PyObject[] {ints(1, 2), ints(1), PyBool.TRUE}, "strict"))))
        .isEqualTo("ValueError: zip() argument 2 is shorter than argument 1");
    assertThat(error(() -> b("list", bkw("zip", new PyObject[] {ints(1), ints(1), ints(1, 2), PyBool.TRUE},
        "strict")))).isEqualTo("ValueError: zip() argument 3 is longer than arguments 1-2");
    assertThat(repr(b("list", b("map", builtin("pow"), ints(2, 3), ints(5, 2))))).isEqualTo("[32, 9]");
    assertThat(repr(b("list", b("filter", PyNone.NONE, ints(0, 1, 2, 0))))).isEqualTo("[1, 2]");
    assertThat(repr(b("list", b("reversed", new PyRange(i(0), i(5), i(2)))))).isEqualTo("[4, 2, 0]");
    assertThat(error(() -> b("reversed", i(1)))).isEqualTo("TypeError: 'int' object is not reversible");
    PyObject it = b("iter", ints(1));
    assertThat(repr(b("next", it))).isEqualTo("1");
    assertThat(repr(b("next", it, s("done")))).isEqualTo("'done'");
    assertThat(error(() -> b("next", it))).isEqualTo("StopIteration: ");
    assertThat(error(() -> b("next", i(1)))).isEqualTo("TypeError: 'int' object is not an iterator");
    assertThat(error(() -> b("iter", i(1)))).isEqualTo("TypeError: 'int' object is not iterable");
    assertThat(error(() -> b("map", builtin("len")))).isEqualTo("TypeError: map() must have at least two arguments.");
    assertThat(repr(b("len", s("héllo")))).isEqualTo("5");
  }

  @Test
  void typesAndAttributes() {
    assertThat(repr(b("isinstance", PyBool.TRUE, PyType.TYPE.call(new PyObject[] {i(1)}, null)))).isEqualTo("True");
    assertThat(repr(b("isinstance", i(1), tuple(s("x").type(), tuple(PyFloat.TYPE, i(1).type())))))
        .isEqualTo("True");
    assertThat(error(() -> b("isinstance", i(1), i(1))))
        .isEqualTo("TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union");
    assertThat(error(() -> b("issubclass", i(1), PyStr.TYPE))).isEqualTo("TypeError: issubclass() arg 1 must be a class");
    assertThat(repr(b("issubclass", PyBool.TYPE, tuple(PyStr.TYPE, i(1).type())))).isEqualTo("True");
    assertThat(repr(b("issubclass", ExceptionTypes.KEY_ERROR, ExceptionTypes.LOOKUP_ERROR))).isEqualTo("True");
    assertThat(repr(b("callable", builtin("len")))).isEqualTo("True");
    assertThat(repr(b("callable", PyStr.TYPE))).isEqualTo("True");
    assertThat(repr(b("callable", i(1)))).isEqualTo("False");
    assertThat(repr(b("getattr", i(1), s("nope"), s("dflt")))).isEqualTo("'dflt'");
    assertThat(error(() -> b("getattr", i(1), i(2)))).isEqualTo("TypeError: attribute name must be string, not 'int'");
    assertThat(repr(b("hasattr", ints(), s("append")))).isEqualTo("True");
    PyObject a = b("id", ints());
    PyObject l = ints();
    assertThat(Ops.eq(b("id", l), b("id", l))).isTrue();
    assertThat(Ops.eq(b("id", l), a)).isFalse();
    assertThat(error(() -> b("hash", ints()))).isEqualTo("TypeError: unhashable type: 'list'");
    assertThat(repr(b("dir", PyBool.TRUE))).contains("'bit_length'");
  }

  @Test
  void numbersAndText() {
    assertThat(repr(b("abs", i(-3)))).isEqualTo("3");
    assertThat(error(() -> b("abs", s("a")))).isEqualTo("TypeError: bad operand type for abs(): 'str'");
    assertThat(repr(b("divmod", i(7), i(-2)))).isEqualTo("(-4, -1)");
    assertThat(repr(b("pow", i(2), i(10), i(1000)))).isEqualTo("24");
    assertThat(repr(b("round", PyFloat.of(2.5)))).isEqualTo("2");
    assertThat(repr(b("round", PyFloat.of(2.675), i(2)))).isEqualTo("2.67");
    assertThat(error(() -> b("round", s("a")))).isEqualTo("TypeError: type str doesn't define __round__ method");
    assertThat(repr(b("bin", i(-5)))).isEqualTo("'-0b101'");
    assertThat(repr(b("hex", i(255)))).isEqualTo("'0xff'");
    assertThat(repr(b("oct", i(8)))).isEqualTo("'0o10'");
    assertThat(error(() -> b("hex", PyFloat.of(1.0))))
        .isEqualTo("TypeError: 'float' object cannot be interpreted as an integer");
    assertThat(repr(b("chr", i(0x1F600)))).isEqualTo("'\uD83D\uDE00'");
    assertThat(error(() -> b("chr", i(-1)))).isEqualTo("ValueError: chr() arg not in range(0x110000)");
    assertThat(repr(b("ord", s("\uD83D\uDE00")))).isEqualTo("128512");
    assertThat(error(() -> b("ord", s("ab"))))
        .isEqualTo("TypeError: ord() expected a character, but string of length 2 found");
    assertThat(repr(b("ascii", s("é\uD83D\uDE00")))).isEqualTo("\"'\\\\xe9\\\\U0001f600'\"");
    assertThat(repr(b("format", i(255), s("x")))).isEqualTo("'ff'");
    assertThat(repr(b("repr", list(s("a"))))).isEqualTo("\"['a']\"");
  }
}
