/*
 * The cell contract (every scenario of CellContractTest) on the default pool, where the thread
 * that starts a small cell runs its first slice itself (CellRun's borrowed slice): the outcomes
 * must be those of cells run wholly on cell threads.
 */
package dev.krait.runtime;

class CellContractDefaultPoolTest extends CellContractTest {
  @Override
  boolean defaultPool() {
    return true;
  }
}
