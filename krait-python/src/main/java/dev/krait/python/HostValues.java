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

  /**
   * A global that, when called from Python, becomes an {@link ExternalHost#call} with this name.
   * {@code stub}, when not null, supplies Python source defining a function of the name's last
   * dotted part ({@code async def echo(*, message: str) -> Any} with its docstring, after whatever it
   * needs): the cell's {@code help()}, {@code __doc__} and {@code inspect.signature} show it. It is
   * asked for only when the cell looks, so a host with many tools pays nothing per cell.
   */
  public record HostFunction(String name, java.util.function.Supplier<String> stub) {
    /** A host function without a description. */
    public HostFunction(String name) {
      this(name, null);
    }
  }

  /** A global object whose attributes are host values (e.g. {@code tools.echo}, {@code ALL_TOOLS[0].name}). */
  public record HostNamespace(String typeName, Map<String, Object> attributes) {}
}
