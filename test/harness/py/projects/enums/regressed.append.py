# appended to repo/palette/__init__.py: complement forgets BLUE is its own complement
def complement(c):
    return Color.RED if c is Color.BLUE else _COMPLEMENT[c]
