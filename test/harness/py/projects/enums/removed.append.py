# appended to repo/palette/__init__.py: BLUE is gone from Color (a pull request narrowing what sampled_from(Color) draws)
class Color(enum.Enum):
    RED = 1
    GREEN = 2


_COMPLEMENT = {Color.RED: Color.GREEN, Color.GREEN: Color.RED}
