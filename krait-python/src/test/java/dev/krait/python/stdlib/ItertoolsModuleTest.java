/*
 * itertools: results of the lazy iterators against CPython 3.11 (expected strings from python3).
 */
package dev.krait.python.stdlib;

import static dev.krait.python.stdlib.StdlibTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import org.junit.jupiter.api.Test;

class ItertoolsModuleTest {
  private final PyModule it = ItertoolsModule.create();

  /** list(iterator) rendered with repr. */
  private static String drain(PyObject iterator) {
    PyList out = new PyList();
    PyObject iter = Ops.iter(iterator);
    for (PyObject v = Ops.next(iter); v != null; v = Ops.next(iter)) {
      out.append(v);
    }
    return repr(out);
  }

  private String take(int n, PyObject iterator) {
    return drain(fn(it, "islice", iterator, i(n)));
  }

  @Test
  void infiniteIterators() {
    assertThat(take(3, fn(it, "count", i(5), i(2)))).isEqualTo("[5, 7, 9]");
    assertThat(repr(fn(it, "count", i(0)))).isEqualTo("count(0)");
    assertThat(repr(fn(it, "count", f(1.5), f(0.5)))).isEqualTo("count(1.5, 0.5)");
    assertThat(take(5, fn(it, "cycle", s("ab")))).isEqualTo("['a', 'b', 'a', 'b', 'a']");
    assertThat(drain(fn(it, "repeat", s("x"), i(3)))).isEqualTo("['x', 'x', 'x']");
    assertThat(repr(fn(it, "repeat", s("a"), i(2)))).isEqualTo("repeat('a', 2)");
  }

  @Test
  void accumulateChainCompress() {
    assertThat(drain(fn(it, "accumulate", list(i(1), i(2), i(3), i(4))))).isEqualTo("[1, 3, 6, 10]");
    PyObject mul = Support.fn("mul", (a, k) -> Ops.binary(a[0], a[1], Ops.Binary.MUL));
    assertThat(drain(fn(it, "accumulate", list(i(1), i(2), i(3)), mul, "initial=", i(10))))
        .isEqualTo("[10, 10, 20, 60]");
    assertThat(drain(fn(it, "chain", s("ab"), list(i(1))))).isEqualTo("['a', 'b', 1]");
    assertThat(drain(meth(Ops.getattr(it, "chain"), "from_iterable", list(s("xy"), s("z")))))
        .isEqualTo("['x', 'y', 'z']");
    assertThat(drain(fn(it, "compress", s("abcd"), list(i(1), i(0), i(1), i(0))))).isEqualTo("['a', 'c']");
  }

  @Test
  void predicates() {
    PyObject lt3 = Support.fn("lt3", (a, k) -> Ops.richCompare(a[0], i(3), Ops.Compare.LT));
    assertThat(drain(fn(it, "dropwhile", lt3, list(i(1), i(2), i(3), i(1))))).isEqualTo("[3, 1]");
    assertThat(drain(fn(it, "takewhile", lt3, list(i(1), i(2), i(3), i(1))))).isEqualTo("[1, 2]");
    assertThat(drain(fn(it, "filterfalse", NONE, list(i(0), i(1), s(""), i(2))))).isEqualTo("[0, '']");
  }

  @Test
  void groupbyYieldsSharedGroupers() {
    PyObject g = fn(it, "groupby", s("aabbbc"));
    StringBuilder sb = new StringBuilder();
    PyObject iter = Ops.iter(g);
    for (PyObject pair = Ops.next(iter); pair != null; pair = Ops.next(iter)) {
      sb.append(repr(Ops.getitem(pair, i(0)))).append(drain(Ops.getitem(pair, i(1)))).append(' ');
    }
    assertThat(sb.toString()).isEqualTo("'a'['a', 'a'] 'b'['b', 'b', 'b'] 'c'['c'] ");
    PyObject keys = fn(it, "groupby", list(i(1), i(1), i(2)));
    PyList out = new PyList();
    PyObject kIter = Ops.iter(keys);
    for (PyObject pair = Ops.next(kIter); pair != null; pair = Ops.next(kIter)) {
      out.append(Ops.getitem(pair, i(0)));
    }
    assertThat(repr(out)).isEqualTo("[1, 2]");
  }

  @Test
  void isliceTeePairwiseStarmap() {
    assertThat(drain(fn(it, "islice", s("abcdefg"), i(2), NONE, i(2)))).isEqualTo("['c', 'e', 'g']");
    assertThat(error(() -> fn(it, "islice", s("a"), i(-1))))
        .isEqualTo("ValueError: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
    assertThat(drain(fn(it, "pairwise", s("abcd")))).isEqualTo("[('a', 'b'), ('b', 'c'), ('c', 'd')]");
    PyObject pow = Support.fn("pow", (a, k) -> Ops.binary(a[0], a[1], Ops.Binary.POW));
    assertThat(drain(fn(it, "starmap", pow, list(tuple(i(2), i(3)), tuple(i(3), i(2)))))).isEqualTo("[8, 9]");
    PyObject pair = fn(it, "tee", list(i(1), i(2), i(3)));
    assertThat(drain(Ops.getitem(pair, i(0))) + drain(Ops.getitem(pair, i(1)))).isEqualTo("[1, 2, 3][1, 2, 3]");
    assertThat(drain(fn(it, "zip_longest", s("ab"), s("xyz"), "fillvalue=", s("-"))))
        .isEqualTo("[('a', 'x'), ('b', 'y'), ('-', 'z')]");
    assertThat(drain(fn(it, "batched", s("abcde"), i(2)))).isEqualTo("[('a', 'b'), ('c', 'd'), ('e',)]");
  }

  @Test
  void combinatorics() {
    assertThat(drain(fn(it, "product", s("ab"), "repeat=", i(2))))
        .isEqualTo("[('a', 'a'), ('a', 'b'), ('b', 'a'), ('b', 'b')]");
    assertThat(drain(fn(it, "product", list(i(1), i(2)), list(i(3))))).isEqualTo("[(1, 3), (2, 3)]");
    assertThat(drain(fn(it, "permutations", s("abc"), i(2))))
        .isEqualTo("[('a', 'b'), ('a', 'c'), ('b', 'a'), ('b', 'c'), ('c', 'a'), ('c', 'b')]");
    assertThat(drain(fn(it, "combinations", s("abcd"), i(2))))
        .isEqualTo("[('a', 'b'), ('a', 'c'), ('a', 'd'), ('b', 'c'), ('b', 'd'), ('c', 'd')]");
    assertThat(drain(fn(it, "combinations_with_replacement", s("ab"), i(2))))
        .isEqualTo("[('a', 'a'), ('a', 'b'), ('b', 'b')]");
    assertThat(drain(fn(it, "permutations", list()))).isEqualTo("[()]");
    assertThat(drain(fn(it, "combinations", s("ab"), i(3)))).isEqualTo("[]");
  }
}
