package dev.krait.python.objects;

import static dev.krait.python.objects.PyTestSupport.call;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Set iteration order and hashes against CPython 3.11 (expectations from gen_set_order.py). */
class SetOrderTest {

  static Stream<String[]> cases() throws Exception {
    List<String[]> out = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(
        SetOrderTest.class.getResourceAsStream("/objects/set_order.txt"), StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        int sep = line.indexOf(" => ");
        out.add(new String[] {line.substring(0, sep), line.substring(sep + 4)});
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void matchesCPython(String program, String expected) {
    assertThat(Ops.repr(run(program))).isEqualTo(expected);
  }

  private static PyObject run(String program) {
    Deque<PyObject> st = new ArrayDeque<>();
    for (String tok : program.split(" ")) {
      if (tok.startsWith("ints:")) {
        PyList l = new PyList();
        for (String x : tok.substring(5).split(",")) {
          if (!x.isEmpty()) {
            l.append(PyTestSupport.bigOrSmall(x));
          }
        }
        st.push(l);
      } else if (tok.startsWith("range:")) {
        String[] p = tok.substring(6).split(",");
        st.push(PyList.fromIterable(PyRange.of(Long.parseLong(p[0]), Long.parseLong(p[1]), Long.parseLong(p[2]))));
      } else if (tok.startsWith("tuples:")) {
        PyList l = new PyList();
        for (String x : tok.substring(7).split(",")) {
          String[] p = x.split("\\.");
          l.append(PyTuple.of(PyInt.of(Long.parseLong(p[0])), PyInt.of(Long.parseLong(p[1]))));
        }
        st.push(l);
      } else if (tok.equals("set") || tok.equals("frozenset")) {
        st.push((tok.equals("set") ? PySet.TYPE : PySet.FROZEN_TYPE).call(new PyObject[] {st.pop()}, null));
      } else if (tok.equals("|") || tok.equals("&") || tok.equals("-") || tok.equals("^")) {
        PyObject b = st.pop();
        PyObject a = st.pop();
        Ops.Binary op = switch (tok) {
          case "|" -> Ops.Binary.OR;
          case "&" -> Ops.Binary.AND;
          case "-" -> Ops.Binary.SUB;
          default -> Ops.Binary.XOR;
        };
        st.push(Ops.binary(a, b, op));
      } else if (tok.startsWith(".")) {
        PyObject b = st.pop();
        PyObject r = call(st.peek(), tok.substring(1), b);
        if (r != PyNone.NONE) {
          st.pop();
          st.push(r);
        }
      } else if (tok.startsWith("add:")) {
        call(st.peek(), "add", PyInt.of(Long.parseLong(tok.substring(4))));
      } else if (tok.startsWith("discard:")) {
        call(st.peek(), "discard", PyInt.of(Long.parseLong(tok.substring(8))));
      } else if (tok.equals("pop")) {
        call(st.peek(), "pop");
      } else if (tok.equals("copy")) {
        st.push(call(st.peek(), "copy"));
      } else if (tok.equals("hash")) {
        st.push(PyInt.of(Containers.hash(st.pop())));
      } else {
        throw new IllegalArgumentException(tok);
      }
    }
    return st.peek();
  }
}
