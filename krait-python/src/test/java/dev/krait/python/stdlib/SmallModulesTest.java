/*
 * functools, operator, heapq, bisect, copy, string and textwrap against CPython 3.11
 * (expected strings produced by python3).
 */
package dev.krait.python.stdlib;

import static dev.krait.python.stdlib.StdlibTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyInstance;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;
import java.util.LinkedHashMap;
import org.junit.jupiter.api.Test;

class SmallModulesTest {
  private final PyModule functools = FunctoolsModule.create();
  private final PyModule operator = OperatorModule.create();
  private final PyModule heapq = HeapqModule.create();
  private final PyModule bisect = BisectModule.create();
  private final PyModule copy = CopyModule.create();
  private final PyModule string = StringModule.create();
  private final PyModule textwrap = TextwrapModule.create();

  private static final String TEXT = "The quick brown fox jumps over the lazy dog. Well-known state-of-the-art text"
      + " wrapping -- with em-dashes -- works fine, supercalifragilisticexpialidocious!";

  @Test
  void reduceAndPartial() {
    PyObject add = Ops.getattr(operator, "add");
    assertThat(repr(fn(functools, "reduce", add, list(i(1), i(2), i(3)), i(10)))).isEqualTo("16");
    assertThat(error(() -> fn(functools, "reduce", add, list())))
        .isEqualTo("TypeError: reduce() of empty iterable with no initial value");
    PyObject sub = Ops.getattr(operator, "sub");
    PyObject p = fn(functools, "partial", sub, i(10));
    assertThat(repr(call(p, i(3)))).isEqualTo("7");
    assertThat(repr(Ops.getattr(p, "args"))).isEqualTo("(10,)");
    PyObject kw = fn(functools, "partial", Ops.getattr(operator, "methodcaller"), s("split"), "maxsplit=", i(1));
    assertThat(repr(Ops.getattr(kw, "keywords"))).isEqualTo("{'maxsplit': 1}");
  }

  @Test
  void lruCacheCountsHitsAndEvicts() {
    int[] calls = {0};
    PyObject f = Support.fn("f", (a, k) -> {
      calls[0]++;
      return Ops.binary(a[0], i(1), Ops.Binary.ADD);
    });
    PyObject cached = call(fn(functools, "lru_cache", "maxsize=", i(2)), f);
    call(cached, i(1));
    call(cached, i(1));
    call(cached, i(2));
    call(cached, i(3));
    call(cached, i(1));
    assertThat(repr(meth(cached, "cache_info"))).isEqualTo("CacheInfo(hits=1, misses=4, maxsize=2, currsize=2)");
    assertThat(calls[0]).isEqualTo(4);
    PyObject unbounded = fn(functools, "cache", f);
    assertThat(repr(meth(unbounded, "cache_info"))).isEqualTo("CacheInfo(hits=0, misses=0, maxsize=None, currsize=0)");
    PyObject bare = fn(functools, "lru_cache", f);
    call(bare, i(5));
    assertThat(repr(meth(bare, "cache_info"))).isEqualTo("CacheInfo(hits=0, misses=1, maxsize=128, currsize=1)");
    meth(bare, "cache_clear");
    assertThat(repr(meth(bare, "cache_info"))).isEqualTo("CacheInfo(hits=0, misses=0, maxsize=128, currsize=0)");
  }

  @Test
  void cmpToKeyAndTotalOrdering() {
    PyObject cmp = Support.fn("cmp", (a, k) -> Ops.binary(a[1], a[0], Ops.Binary.SUB));
    PyObject key = fn(functools, "cmp_to_key", cmp);
    assertThat(Ops.lt(call(key, i(5)), call(key, i(3)))).isTrue();
    LinkedHashMap<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__lt__", dev.krait.python.objects.PyBuiltinFunction.method("V", "__lt__", (a, k) ->
        Ops.richCompare(Ops.getattr(a[0], "v"), Ops.getattr(a[1], "v"), Ops.Compare.LT)));
    PyType cls = PyType.newClass(PyType.TYPE, "V", new PyType[0], ns);
    fn(functools, "total_ordering", cls);
    PyObject a = new PyInstance(cls);
    Ops.setattr(a, "v", i(1));
    PyObject b = new PyInstance(cls);
    Ops.setattr(b, "v", i(2));
    assertThat(repr(Ops.richCompare(b, a, Ops.Compare.GE)) + repr(Ops.richCompare(a, b, Ops.Compare.GT))
        + repr(Ops.richCompare(a, a, Ops.Compare.LE))).isEqualTo("TrueFalseTrue");
    assertThat(error(() -> fn(functools, "total_ordering", PyType.newClass(PyType.TYPE, "W", new PyType[0],
        new LinkedHashMap<>())))).isEqualTo("ValueError: must define at least one ordering operation: < > <= >=");
  }

  @Test
  void operatorGetters() {
    assertThat(repr(call(fn(operator, "itemgetter", i(1)), list(s("a"), s("b"))))).isEqualTo("'b'");
    assertThat(repr(call(fn(operator, "itemgetter", s("x"), s("y")), dict(s("x"), i(1), s("y"), i(2)))))
        .isEqualTo("(1, 2)");
    assertThat(repr(fn(operator, "itemgetter", i(1)))).isEqualTo("operator.itemgetter(1)");
    assertThat(repr(fn(operator, "attrgetter", s("a.b"), s("c")))).isEqualTo("operator.attrgetter('a.b', 'c')");
    PyObject mc = fn(operator, "methodcaller", s("split"), s(","), "maxsplit=", i(1));
    assertThat(repr(mc)).isEqualTo("operator.methodcaller('split', ',', maxsplit=1)");
    PyType cls = PyType.newClass(PyType.TYPE, "O", new PyType[0], new LinkedHashMap<>());
    PyObject outer = new PyInstance(cls);
    PyObject inner = new PyInstance(cls);
    Ops.setattr(inner, "b", i(7));
    Ops.setattr(outer, "a", inner);
    assertThat(repr(call(fn(operator, "attrgetter", s("a.b")), outer))).isEqualTo("7");
    assertThat(error(() -> fn(operator, "itemgetter"))).isEqualTo("TypeError: itemgetter expected 1 argument, got 0");
    assertThat(repr(fn(operator, "mul", i(6), i(7))) + repr(fn(operator, "neg", i(3)))
        + repr(fn(operator, "contains", list(i(1)), i(1))) + repr(fn(operator, "not_", i(0)))).isEqualTo("42-3TrueTrue");
  }

  @Test
  void heapqMatchesCPythonLayout() {
    PyList h = list(i(5), i(1), i(4), i(2), i(3));
    fn(heapq, "heapify", h);
    assertThat(repr(h)).isEqualTo("[1, 2, 4, 5, 3]");
    fn(heapq, "heappush", h, i(0));
    assertThat(repr(fn(heapq, "heappop", h)) + repr(fn(heapq, "heappop", h))).isEqualTo("01");
    assertThat(error(() -> fn(heapq, "heappop", list()))).isEqualTo("IndexError: index out of range");
    assertThat(error(() -> fn(heapq, "heappush", tuple(), i(1))))
        .isEqualTo("TypeError: heappush() argument 1 must be list, not tuple");
    PyObject negate = Support.fn("neg", (a, k) -> Ops.neg(a[0]));
    PyObject data = list(i(3), i(1), i(4), i(1), i(5));
    assertThat(repr(fn(heapq, "nlargest", i(2), data, "key=", negate))).isEqualTo("[1, 1]");
    assertThat(repr(fn(heapq, "nsmallest", i(3), data))).isEqualTo("[1, 1, 3]");
    PyList merged = new PyList();
    Support.forEach(fn(heapq, "merge", list(i(1), i(3)), list(i(2), i(4))), merged::append);
    assertThat(repr(merged)).isEqualTo("[1, 2, 3, 4]");
  }

  @Test
  void bisectWithKeyAndBounds() {
    PyList a = list(i(1), i(2), i(2), i(3));
    assertThat(repr(fn(bisect, "bisect", a, i(2))) + repr(fn(bisect, "bisect_left", a, i(2)))).isEqualTo("31");
    assertThat(repr(fn(bisect, "bisect_left", list(i(1), i(2), i(3)), i(2), "lo=", i(2)))).isEqualTo("2");
    assertThat(error(() -> fn(bisect, "bisect", a, i(1), "lo=", i(-1)))).isEqualTo("ValueError: lo must be non-negative");
    fn(bisect, "insort", a, i(2));
    assertThat(repr(a)).isEqualTo("[1, 2, 2, 2, 3]");
    PyObject first = Support.fn("first", (x, k) -> Ops.getitem(x[0], i(0)));
    PyList pairs = list(tuple(i(1), s("a")), tuple(i(3), s("c")));
    fn(bisect, "insort", pairs, tuple(i(2), s("b")), "key=", first);
    assertThat(repr(pairs)).isEqualTo("[(1, 'a'), (2, 'b'), (3, 'c')]");
  }

  @Test
  void copyAndDeepcopy() {
    PyList inner = list(i(1));
    PyList outer = list(inner, inner, dict(s("k"), inner));
    PyObject shallow = fn(copy, "copy", outer);
    assertThat(Ops.getitem(shallow, i(0))).isSameAs(inner);
    PyObject deep = fn(copy, "deepcopy", outer);
    assertThat(repr(deep)).isEqualTo("[[1], [1], {'k': [1]}]");
    assertThat(Ops.getitem(deep, i(0))).isNotSameAs(inner);
    assertThat(Ops.getitem(deep, i(0))).isSameAs(Ops.getitem(deep, i(1)));
    PyList cyclic = list(i(1));
    cyclic.append(cyclic);
    PyObject cc = fn(copy, "deepcopy", cyclic);
    assertThat(Ops.getitem(cc, i(1))).isSameAs(cc);
    PyType cls = PyType.newClass(PyType.TYPE, "Box", new PyType[0], new LinkedHashMap<>());
    PyObject box = new PyInstance(cls);
    Ops.setattr(box, "items", list(i(1), i(2)));
    PyObject boxCopy = fn(copy, "deepcopy", box);
    assertThat(boxCopy.type()).isSameAs(cls);
    assertThat(repr(Ops.getattr(boxCopy, "items"))).isEqualTo("[1, 2]");
    assertThat(Ops.getattr(boxCopy, "items")).isNotSameAs(Ops.getattr(box, "items"));
    PyList deepList = list();
    PyList cur = deepList;
    for (int n = 0; n < 50_000; n++) {
      PyList next = list();
      cur.append(next);
      cur = next;
    }
    assertThat(error(() -> fn(copy, "deepcopy", deepList))).startsWith("RecursionError");
  }

  @Test
  void stringModule() {
    assertThat(repr(Ops.getattr(string, "punctuation"))).isEqualTo("'!\"#$%&\\'()*+,-./:;<=>?@[\\\\]^_`{|}~'");
    assertThat(repr(fn(string, "capwords", s(" hello   world  ")))).isEqualTo("'Hello World'");
    assertThat(repr(fn(string, "capwords", s("a-b c-d"), s("-")))).isEqualTo("'A-B c-D'");
    PyObject t = fn(string, "Template", s("$who likes ${what} $$ $x"));
    assertThat(repr(meth(t, "safe_substitute", "who=", s("tim"), "what=", s("kung pao"))))
        .isEqualTo("'tim likes kung pao $ $x'");
    assertThat(error(() -> meth(t, "substitute", "who=", s("tim"), "what=", s("x")))).isEqualTo("KeyError: 'x'");
    assertThat(repr(meth(t, "substitute", dict(s("who"), s("a"), s("what"), s("b"), s("x"), i(1)))))
        .isEqualTo("'a likes b $ 1'");
    assertThat(error(() -> meth(fn(string, "Template", s("line1\nbad $ here")), "substitute")))
        .isEqualTo("ValueError: Invalid placeholder in string: line 2, col 5");
    assertThat(repr(meth(fn(string, "Template", s("$a $b ${c}")), "get_identifiers"))).isEqualTo("['a', 'b', 'c']");
  }

  @Test
  void textwrapModule() {
    assertThat(repr(fn(textwrap, "wrap", s(TEXT), i(20)))).isEqualTo("['The quick brown fox', 'jumps over the lazy',"
        + " 'dog. Well-known', 'state-of-the-art', 'text wrapping --', 'with em-dashes --', 'works fine, supercal',"
        + " 'ifragilisticexpialid', 'ocious!']");
    assertThat(repr(fn(textwrap, "fill", s(TEXT), i(30), "initial_indent=", s("* "), "subsequent_indent=", s("  "))))
        .isEqualTo("'* The quick brown fox jumps\\n  over the lazy dog. Well-\\n  known state-of-the-art text\\n"
            + "  wrapping -- with em-dashes\\n  -- works fine, supercalifrag\\n  ilisticexpialidocious!'");
    assertThat(repr(fn(textwrap, "shorten", s(TEXT), i(40)))).isEqualTo("'The quick brown fox jumps over the [...]'");
    assertThat(repr(fn(textwrap, "shorten", s("Hello world!"), "width=", i(11)))).isEqualTo("'Hello [...]'");
    assertThat(repr(fn(textwrap, "dedent", s("    a\n      b\n\n    c\n")))).isEqualTo("'a\\n  b\\n\\nc\\n'");
    assertThat(repr(fn(textwrap, "indent", s("a\n\nb\n"), s("> ")))).isEqualTo("'> a\\n\\n> b\\n'");
    assertThat(repr(fn(textwrap, "wrap", s("a\tb  c\nd"), i(5)))).isEqualTo("['a', 'b  c', 'd']");
    assertThat(repr(fn(textwrap, "wrap", s("x".repeat(12)), i(5)))).isEqualTo("['xxxxx', 'xxxxx', 'xx']");
    assertThat(repr(fn(textwrap, "wrap", s(TEXT), i(25), "max_lines=", i(2))))
        .isEqualTo("['The quick brown fox jumps', 'over the lazy dog. [...]']");
    PyObject w = fn(textwrap, "TextWrapper", "width=", i(10));
    assertThat(repr(meth(w, "wrap", s("hello there world")))).isEqualTo("['hello', 'there', 'world']");
  }

  static PyDict unused() {
    return new PyDict();
  }
}
