# The CPython side of scripts/bench-vs-cpython.sh: runs each kernel of krait-bench's kernels folder
# in this one process, as a module of its own (fresh globals), with the same harness.py appended
# that Krait's KernelRunner appends, and prints the harness's line per kernel:
#   name median_ms min_ms first_ms digest
# Usage: python3 scripts/bench_kernels.py [--dir D] [--warmup N] [--reps N] [NAME...]
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DIR = os.path.join(HERE, "..", "krait-bench", "src", "main", "resources", "kernels")
ORDER = ["fib", "loop_sum", "sort_key", "word_count", "fstring_join", "group_by", "json_roundtrip",
         "class_attrs", "dataclass_records", "method_calls", "closures", "generators", "str_methods",
         "re_match", "set_algebra", "bigint", "sorted_tuples", "counter_defaultdict"]


def main(argv):
    folder, warmup, reps, names = DEFAULT_DIR, 10, 10, []
    i = 0
    while i < len(argv):
        if argv[i] in ("--dir", "--warmup", "--reps"):
            value = argv[i + 1]
            if argv[i] == "--dir":
                folder = value
            elif argv[i] == "--warmup":
                warmup = int(value)
            else:
                reps = int(value)
            i += 2
        else:
            names.append(argv[i])
            i += 1
    with open(os.path.join(folder, "harness.py")) as fh:
        harness = fh.read()
    for name in names or ORDER:
        with open(os.path.join(folder, name + ".py")) as fh:
            source = fh.read()
        cell = source + "\n" + harness + "\n_bench_main(%r, %d, %d)\n" % (name, warmup, reps)
        code = compile(cell, name + ".py", "exec")
        exec(code, {"__name__": "__main__"})
        sys.stdout.flush()


main(sys.argv[1:])
