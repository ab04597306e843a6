/**
 * Implementation details of {@code dev.krait.runtime}: the JSON bridge between Jackson nodes and
 * interpreter host values, tool-name normalisation, the builder-made tool executor and the shared
 * default thread pools. Not an API: anything here may change without notice.
 */
package dev.krait.runtime.internal;
