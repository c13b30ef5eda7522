# A standard set that cannot be found is an error naming where it looked
SG_SHAREDIR=/nonexistent sg-gen --set standard
