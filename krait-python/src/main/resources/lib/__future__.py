# Krait's __future__: one record per language feature that was once opt-in. The compiler acts on
# `from __future__ import annotations` itself (PEP 563); every other feature is always on in 3.11,
# so the records are only data, kept because code imports them and may look at them.

class _Feature:
    def __init__(self, optional, mandatory, flag):
        self.optional, self.mandatory, self.compiler_flag = optional, mandatory, flag

    def getOptionalRelease(self): return self.optional
    def getMandatoryRelease(self): return self.mandatory

    def __repr__(self):
        return f"_Feature{(self.optional, self.mandatory, self.compiler_flag)!r}"


# name, flag constant, flag value, release it became available in, release it became mandatory in
_TABLE = [
    ("nested_scopes", "CO_NESTED", 0x10, (2, 1, 0, "beta", 1), (2, 2, 0, "alpha", 0)),
    ("generators", "CO_GENERATOR_ALLOWED", 0, (2, 2, 0, "alpha", 1), (2, 3, 0, "final", 0)),
    ("division", "CO_FUTURE_DIVISION", 0x20000, (2, 2, 0, "alpha", 2), (3, 0, 0, "alpha", 0)),
    ("absolute_import", "CO_FUTURE_ABSOLUTE_IMPORT", 0x40000, (2, 5, 0, "alpha", 1), (3, 0, 0, "alpha", 0)),
    ("with_statement", "CO_FUTURE_WITH_STATEMENT", 0x80000, (2, 5, 0, "alpha", 1), (2, 6, 0, "alpha", 0)),
    ("print_function", "CO_FUTURE_PRINT_FUNCTION", 0x100000, (2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0)),
    ("unicode_literals", "CO_FUTURE_UNICODE_LITERALS", 0x200000, (2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0)),
    ("barry_as_FLUFL", "CO_FUTURE_BARRY_AS_BDFL", 0x400000, (3, 1, 0, "alpha", 2), (4, 0, 0, "alpha", 0)),
    ("generator_stop", "CO_FUTURE_GENERATOR_STOP", 0x800000, (3, 5, 0, "beta", 1), (3, 7, 0, "alpha", 0)),
    ("annotations", "CO_FUTURE_ANNOTATIONS", 0x1000000, (3, 7, 0, "beta", 1), None),
]

all_feature_names = [row[0] for row in _TABLE]
__all__ = ["all_feature_names", *all_feature_names]
for _name, _flag_name, _flag, _since, _required in _TABLE:
    globals()[_flag_name] = _flag
    globals()[_name] = _Feature(_since, _required, _flag)
del _name, _flag_name, _flag, _since, _required, _TABLE
