# A board too large or too small, or a size that is not WxH
sg-gen --size 65x15
sg-gen --size 15x0
sg-gen --size 15
sg-gen --size x
