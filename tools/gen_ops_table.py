"""Writes jax_flynorm/backends/cpu/ops_table.h from the op table (jax_flynorm/_ops.py).

The header gives the C++ handlers their attribute bindings (names, order and types), defines one
handler per target (exported under the target's name, the op's fields as the template's
arguments) and the signature string each handler reports, so the C++ side follows the table
instead of restating it.
Run ``python -m tools.gen_ops_table`` after changing the table; tests/test_ffi.py fails while the
committed header is out of date.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from jax_flynorm._ops import DIRECTIONS, OPS, signature

HEADER = Path(__file__).resolve().parents[1] / "jax_flynorm" / "backends" / "cpu" / "ops_table.h"
CPP_TYPES = {"f32": "float", "bool": "bool"}


def render() -> str:
    any_op = next(iter(OPS.values()))  # the attributes are the same for every op
    lines = ["// Generated from jax_flynorm/_ops.py by `python -m tools.gen_ops_table`; "
             "do not edit.",
             "// The handlers' attribute bindings, the handlers and the signature each reports.",
             "// clang-format off", "#pragma once", "", "#include <cstring>", ""]
    for direction in DIRECTIONS:
        binds = "".join(f'.Attr<{CPP_TYPES[t]}>("{n}")' for n, t in any_op.attrs(direction))
        lines.append(f"#define FLYNORM_{direction.upper()}_ATTRS {binds}")
    lines += ["", "// One handler per target, exported under the target's name.",
              "#define FLYNORM_HANDLERS \\"]
    for op in OPS.values():
        # The op's fields (today: whether it centres) are the handler templates' arguments.
        fields = ", ".join(str(getattr(op, f.name)).lower() for f in dataclasses.fields(op)
                           if f.type in ("bool", bool))
        for direction in DIRECTIONS:
            lines.append(f"  XLA_FFI_DEFINE_HANDLER_SYMBOL({op.target(direction)}, "
                         f"Norm{direction.capitalize()}<{fields}>, "
                         f"FLYNORM_{direction.upper()}_BINDING); \\")
    lines[-1] = lines[-1].removesuffix(" \\")
    lines += ["", "namespace flynorm {", "",
              "// Operands|results|attributes of a target's handler ('?': optional), or \"\".",
              "inline const char* OpSignature(const char* target) {"]
    for op in OPS.values():
        for direction in DIRECTIONS:
            lines.append(f'  if (std::strcmp(target, "{op.target(direction)}") == 0) '
                         f'return "{signature(op, direction)}";')
    lines += ['  return "";', "}", "", "}  // namespace flynorm", ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    HEADER.write_text(render())
    print(f"wrote {HEADER}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
