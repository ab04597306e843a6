/**
 * Standard-library modules written in Java, one file per module ({@code XxxModule} with a
 * {@code create()} that builds a fresh module object per execution, so no cell can change what
 * another sees). They are registered by name in {@code vm.Modules}. Whatever needs the outside
 * world (a clock, randomness) takes it from {@link dev.krait.python.stdlib.HostSources}, which a
 * host can fix for reproducible runs. {@code docs/python-support.md} lists each module's gaps.
 */
package dev.krait.python.stdlib;
