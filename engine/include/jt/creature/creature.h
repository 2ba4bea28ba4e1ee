// One live creature: the state the model note's substep advances (body, legs, ornament swing),
// stepped on an absolute 60 Hz grid so its pose at a time never depends on how it got there.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "jt/creature/model.h"
#include "jt/expr/prng.h"

namespace jt::creature {

// What steers it, sampled at each substep.
struct Controls {
  double throttle = 1;  // 0..1
  Vec direction{1, 0};  // the wanted heading, any non-zero length
};

struct LegState {
  int anchor = 0;    // chunk
  double side = -1;  // σ
  double lean = 0;   // the anchor's lean travel, in limb lengths
  double character = 0, reach_scale = 1, spread_scale = 1, lead_scale = 1;
  double drag_scale = 1, swing_scale = 1, lift_at = 0;
  Vec scatter;
  Vec foot, hold, from;
  double plant_span = 0, progress = 1;
  bool was_low = false;
  bool planted() const { return progress >= 1; }
};

struct OrnamentState {
  Vec root, direction;  // the root's current position and direction
  Vec previous_root, previous_direction;
  double theta = 0, omega = 0;  // the swing's deflection and its rate
};

class Creature {
 public:
  // Placed with its head at `position` facing `direction` (non-zero), gait phase `phase`
  // (radians); `seed` starts its mulberry32 stream (leg jitter, breathing phase).
  Creature(std::shared_ptr<const Model> model, Vec position, Vec direction, double phase,
           std::uint32_t seed);

  // One 1/60 s substep with these controls: body, then legs, then ornaments, then rebasing.
  void substep(const Controls& controls);

  const Model& model() const { return *model_; }
  const std::vector<Vec>& points() const { return p_; }
  const std::vector<Vec>& tangents() const { return t_; }
  const std::vector<double>& contact() const { return c_; }
  const std::vector<LegState>& legs() const { return legs_; }
  const std::vector<OrnamentState>& ornaments() const { return ornaments_; }
  double phase() const { return phi_; }
  long substeps() const { return substeps_; }

  Vec head() const { return p_[0]; }
  Vec center() const;
  Vec direction() const;
  // A leg's drawn knee (the bow, then the lean).
  Vec knee(const LegState& leg) const;
  // The speed of the last substep's head, px/s.
  double head_speed() const;

 private:
  double draw() { return random_.next(); }
  double signed_draw() { return 2 * draw() - 1; }
  double contact_channel(int chunk, double throttle, double extra) const;

  void clocks(double throttle);
  void tangents_and_axis();
  void breathe();
  void integrate(double throttle);
  void link_targets(double throttle);
  void steer(Vec direction);
  void joint_targets(double throttle);
  void joint_solve();
  void relax_links();
  void stretch_ceiling();
  void auto_lift(double throttle);

  void build_legs();
  void step_roll(LegState& leg);
  Vec plant(const LegState& leg) const;
  void step_legs(double throttle);
  void place_ornaments();
  void step_ornaments();
  void rebase();

  std::shared_ptr<const Model> model_;
  expr::Prng random_;
  // body, per chunk
  std::vector<Vec> p_, q_, t_;
  std::vector<double> lift_, gain_, gait_contact_, c_;
  // body, shared
  Vec axis_, wanted_{1, 0};
  double bias_ = 0, phi_ = 0, beta_ = 0, epsilon_ = 0;
  std::vector<double> targets_;   // L_k
  std::vector<double> turns_;     // τ_j
  std::vector<Vec> wanted_line_;  // W
  std::vector<Vec> scratch_;      // P* in the joint solve
  std::vector<int> ranking_;      // auto-lift
  std::vector<LegState> legs_;
  std::vector<OrnamentState> ornaments_;
  Vec last_head_step_;
  long substeps_ = 0;
};

// The number of substeps at or before `seconds` after the start: the largest k with k/60 <= it.
long substeps_at(double seconds);

}  // namespace jt::creature

namespace jt::creature {

// The seed of a cast member's random stream: the runtime's seed (as JavaScript's `|0` sees it)
// mixed with the FNV-1a hash of its cast id, so two creatures of one cartoon differ and each is
// the same in every run.
std::uint32_t creature_seed(double runtime_seed, std::string_view cast_id);

// Steps `creature` through substep `k` (the substeps it has not run, 1-based from its start), with
// `controls` at each.
void advance_to(Creature& creature, long k, const Controls& controls);

}  // namespace jt::creature
