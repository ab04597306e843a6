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

  /**
   * A global's host value that never changes (no {@link HostFunction} in it), given to many
   * executions (the runtime's {@code ALL_TOOLS}): converted to Python once, and each execution
   * gets its own copy of that (copied dicts share their tables until written), which costs far
   * less than converting again: a few dozen tool schemas were most of a small cell's set-up.
   * The host must not change {@code value} after making this; it makes a new one instead.
   */
  public static final class Constant {
    private final Object value;
    /** The converted value, made by the first execution that gets it; never given to a cell. */
    private volatile Object converted;

    public Constant(Object value) {
      this.value = value;
    }

    public Object value() {
      return value;
    }

    /** The interpreter's converted form, or null before the first conversion. */
    public Object converted() {
      return converted;
    }

    /** Keeps the interpreter's converted form (made once; a race only converts twice). */
    public void keepConverted(Object python) {
      converted = python;
    }
  }
}
