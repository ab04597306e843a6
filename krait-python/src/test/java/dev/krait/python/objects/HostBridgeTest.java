package dev.krait.python.objects;

import static dev.krait.python.objects.PyTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.HostValues;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON boundary between Python values and host values. */
class HostBridgeTest {

  private static PyObject nested(int depth) {
    PyObject v = i(0);
    for (int k = 0; k < depth; k++) {
      v = list(v);
    }
    return v;
  }

  @Test
  void convertsJsonShapedValues() {
    PyDict d = new PyDict();
    d.setItem(s("a"), list(i(1), PyFloat.of(1.5), PyBool.TRUE, PyNone.NONE, tuple(s("x"))));
    d.setItem(s("big"), PyInt.of(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)));
    Object host = HostBridge.toHost(d, 127);
    assertThat(host).isEqualTo(Map.of("a", java.util.Arrays.asList(1L, 1.5, true, null, List.of("x")),
        "big", new BigInteger("18446744073709551615")));
    assertThat(HostBridge.toHost(i(Long.MIN_VALUE), 127)).isEqualTo(Long.MIN_VALUE);
  }

  @Test
  void rejectsWhatJsonCannotCarry() {
    assertThat(error(() -> HostBridge.toHost(PySet.of(i(1)), 127)))
        .isEqualTo("TypeError: Object of type set is not JSON serializable");
    PyDict d = new PyDict();
    d.setItem(i(1), i(2));
    assertThat(error(() -> HostBridge.toHost(list(d), 127))).isEqualTo("TypeError: JSON object keys must be str, not int");
    assertThat(error(() -> HostBridge.toHost(PyFloat.of(Double.NaN), 127)))
        .isEqualTo("ValueError: Out of range float values are not JSON compliant");
    assertThat(error(() -> HostBridge.toHost(PyInt.of(BigInteger.ONE.shiftLeft(64)), 127))).startsWith("ValueError: ");
    assertThat(error(() -> HostBridge.toHost(PyInt.of(BigInteger.ONE.shiftLeft(63).negate().subtract(BigInteger.ONE)),
        127))).startsWith("ValueError: ");
    PyList cyc = new PyList();
    cyc.append(cyc);
    assertThat(error(() -> HostBridge.toHost(cyc, 127))).isEqualTo("ValueError: Circular reference detected");
    PyObject shared = list(i(1));
    assertThat(HostBridge.toHost(list(shared, shared), 127)).isEqualTo(List.of(List.of(1L), List.of(1L)));
  }

  @Test
  void depthLimitIsExactAndNeverOverflowsTheStack() {
    assertThat(HostBridge.toHost(nested(127), 127)).isNotNull();
    assertThat(error(() -> HostBridge.toHost(nested(128), 127))).startsWith("ValueError: ");
    assertThat(error(() -> HostBridge.toHost(nested(200_000), 127))).startsWith("ValueError: ");
    assertThat(HostBridge.toHost(nested(100_000), Integer.MAX_VALUE)).isNotNull();
  }

  @Test
  void hostToPython() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("n", 5L);
    m.put("l", java.util.Arrays.asList(true, null, 2.5, "s", new BigInteger("18446744073709551615")));
    assertThat(repr(HostBridge.toPython(m))).isEqualTo("{'n': 5, 'l': [True, None, 2.5, 's', 18446744073709551615]}");
    PyObject ns = HostBridge.toPython(new HostValues.HostNamespace("ToolInfo", Map.of("name", "echo")));
    assertThat(repr(Ops.getattr(ns, "name"))).isEqualTo("'echo'");
    assertThat(repr(ns)).isEqualTo("ToolInfo(name='echo')");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> HostBridge.toPython(new HostValues.HostFunction("f")))
        .isInstanceOf(IllegalArgumentException.class);
    Object deep = 1L;
    for (int k = 0; k < 50_000; k++) {
      deep = List.of(deep);
    }
    assertThat(HostBridge.toPython(deep)).isInstanceOf(PyList.class);
  }
}
