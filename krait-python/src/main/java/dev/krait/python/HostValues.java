/*
 * The values that cross between a host and a cell. Plain Java data on the host side so that
 * krait-python needs no JSON library; the runtime maps them to Jackson nodes.
 */
package dev.krait.python;

import java.util.Map;

/**
 * Host values are: {@code null} (None), {@link Boolean}, {@link Long}, {@link java.math.BigInteger},
 * {@link Double}, {@link String}, {@link java.util.List} of host values, {@link Map} with String keys,
 * and, for globals injected into a cell, {@link HostFunction} and {@link HostNamespace}.
 * Converting Python to host values rejects what JSON cannot carry (non-str keys, NaN/inf, bytes,
 * sets, ints outside -2^63..2^64-1, cycles, nesting at or beyond the configured depth) with a
 * catchable Python TypeError/ValueError in the cell, before anything reaches the host.
 */
public final class HostValues {
  private HostValues() {}

  /** A global that, when called from Python, becomes an {@link ExternalHost#call} with this name. */
  public record HostFunction(String name) {}

  /** A global object whose attributes are host values (e.g. {@code tools.echo}, {@code ALL_TOOLS[0].name}). */
  public record HostNamespace(String typeName, Map<String, Object> attributes) {}
}
