#include "body_acting.h"

#include <algorithm>

namespace jt::render {
namespace {

// The role a channel key names: "arm" of "arm:-1", "tail" of "tail#2".
std::string_view role_of(std::string_view key) {
  return key.substr(0, key.find_first_of(":#"));
}

// The roles that move a biped's arms (a wing reads arm and forearm, a claw is a hand).
constexpr std::string_view kArmRoles[] = {"arm", "forearm", "hand", "claw", "wing"};

bool arms_driven(const rt::Pose& pose) {
  return std::ranges::any_of(kArmRoles, [&](std::string_view r) { return drives(pose, r); }) ||
         std::ranges::any_of(pose.reach,
                             [](const rt::ReachValue& r) { return r.limb.starts_with("hand"); });
}

}  // namespace

bool drives(const rt::Pose& pose, std::string_view role) {
  return std::ranges::any_of(pose.parts,
                             [role](const rt::PartValue& v) { return role_of(v.key) == role; });
}

bool body_acts(const Character& character, const rt::Pose& pose,
               const lipsync::FaceActing& acting) {
  if (acting.shake != 0) return true;
  if (character.legs == 4) return (acting.wag != 0 || acting.happy != 0) && !drives(pose, "tail");
  return acting.hand != 0 && !arms_driven(pose);
}

void act_body(const Character& character, const lipsync::FaceActing& acting, std::string_view shown,
              double mirror, rt::Pose& acted) {
  if (character.legs == 4) {
    // A laughing dog's or cat's head bobs (its torso is the root: the floor would settle it back).
    if (acting.shake != 0) rt::add_part_value(acted.lift, "head", acting.shake);
    if (drives(acted, "tail")) return;
    if (shown != "side") {
      // Head on and from behind a side-to-side swing is in the picture's plane: the root swings.
      if (acting.wag != 0) rt::add_part_value(acted.parts, "tail", acting.wag);
      return;
    }
    // In profile side to side is toward and away from the viewer: the swing about the root read
    // as the whole tail pumping up and down. A happy tail is carried high instead, its root
    // steady, and the wag runs out along it, growing toward the tip: a flick, a wag seen from
    // the side.
    constexpr std::string_view kSegments[] = {"tail#0", "tail#1", "tail#2", "tail#3"};
    for (std::size_t i = 0; i < std::size(kSegments); ++i)
      rt::add_part_value(acted.parts, kSegments[i], kWagWhip[i] * acting.wag);
    if (acting.happy != 0) rt::add_part_value(acted.parts, "tail#0", -kWagRaise * acting.happy);
    return;
  }
  // A biped's shoulders: the torso on its hips, the head and arms with it.
  if (acting.shake != 0) rt::add_part_value(acted.lift, "torso", acting.shake);
  if (acting.hand == 0 || shown == "back" || arms_driven(acted)) return;
  double side = 1, out = 1;  // which arm (its art side) and which way is out for it
  if (shown == "side") {
    out = 1;  // in profile forward: counter-clockwise, the near (right) arm
  } else {
    // Head on, the arm on the partner's side of the screen; the art's sides swap when mirrored.
    const double screen = acting.turn < 0 ? -1 : 1;
    side = screen * mirror;
    out = side;  // the right arm (+1) hangs on the art's right: out is counter-clockwise
  }
  const std::string_view arm = side > 0 ? std::string_view("arm:1") : std::string_view("arm:-1");
  const std::string_view forearm =
      side > 0 ? std::string_view("forearm:1") : std::string_view("forearm:-1");
  rt::add_part_value(acted.parts, arm, out * kHandArm * acting.hand);
  rt::add_part_value(acted.parts, forearm, out * kHandForearm * acting.hand);
}

}  // namespace jt::render
