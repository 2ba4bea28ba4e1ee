// The body's substep (the model note §3.2), step by step in its order.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "creature/angles.h"
#include "jt/creature/creature.h"

namespace jt::creature {
namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

double wrap(double v) {
  return std::fmod(std::fmod(v, kTwoPi) + kTwoPi, kTwoPi);
}
double clamp01(double v) {
  return std::max(0.0, std::min(1.0, v));
}

// A half-sine pulse inside the first `duty` of the cycle, 0 after it.
double pulse(double theta, double duty) {
  const double u = wrap(theta) / kTwoPi;
  return u < duty ? std::sin(kPi * u / duty) : 0;
}

}  // namespace

long substeps_at(double seconds) {
  if (!(seconds > 0)) return 0;
  long k = static_cast<long>(std::floor(seconds * 60));
  while (static_cast<double>(k + 1) / 60 <= seconds)
    ++k;
  while (k > 0 && static_cast<double>(k) / 60 > seconds)
    --k;
  return k;
}

Creature::Creature(std::shared_ptr<const Model> model, Vec position, Vec direction, double phase,
                   std::uint32_t seed)
    : model_(std::move(model)), random_(static_cast<double>(seed)) {
  const Model& m = *model_;
  const int n = m.count;
  const double scale = std::max(std::fabs(direction.x), std::fabs(direction.y));
  Vec f = scale > 0 ? direction * (1 / scale) : Vec{1, 0};
  f = f * (1 / length(f));
  wanted_ = f;
  phi_ = wrap(phase);
  p_.resize(n);
  q_.resize(n);
  t_.assign(n, f);
  lift_.assign(n, 0);
  gain_.assign(n, 0);
  gait_contact_.assign(n, 0);
  c_.assign(n, 0);
  targets_.resize(m.links.size());
  turns_.assign(n, 0);
  wanted_line_.resize(n);
  scratch_.resize(n);
  ranking_.resize(n);
  for (int i = 0; i < n; ++i) {
    p_[i] = q_[i] = position - f * m.chunks[i].rest;
    gait_contact_[i] = c_[i] = contact_channel(i, 1, 0);
  }
  for (std::size_t k = 0; k < m.links.size(); ++k)
    targets_[k] = m.links[k].rest;
  axis_ = f;
  beta_ = m.breathing_strain > 0 ? kTwoPi * draw() : phi_;
  build_legs();
  place_ornaments();
}

double Creature::contact_channel(int chunk, double throttle, double extra) const {
  const Model& m = *model_;
  const Wave& w = m.descriptor.gait.contact;
  const double theta = w.harmonic * (phi_ - m.chunks[chunk].rest * m.descriptor.gait.phase_lag) +
                       w.phase_offset + extra;
  const double u = wrap(theta) / kTwoPi;
  if (u >= w.duty_cycle) return 1;
  return 1 -
         w.amplitude * m.chunks[chunk].motion.contact * throttle * std::sin(kPi * u / w.duty_cycle);
}

void Creature::substep(const Controls& controls) {
  const double throttle = controls.throttle;
  const Vec d = controls.direction;
  const double scale = std::max(std::fabs(d.x), std::fabs(d.y));
  if (scale > 0 && std::isfinite(scale)) {
    const Vec unit = d * (1 / scale);
    wanted_ = unit * (1 / length(unit));
  }
  const Vec head_before = p_[0];
  clocks(throttle);
  tangents_and_axis();
  breathe();
  integrate(throttle);
  link_targets(throttle);
  steer(wanted_);
  joint_targets(throttle);
  joint_solve();
  relax_links();
  stretch_ceiling();
  auto_lift(throttle);
  step_legs(throttle);
  step_ornaments();
  rebase();
  last_head_step_ = p_[0] - head_before;
  ++substeps_;
}

void Creature::clocks(double throttle) {
  const Model& m = *model_;
  phi_ = wrap(phi_ + kTwoPi * m.descriptor.gait.cycles_per_second * throttle * kSubstep);
  beta_ = std::fmod(beta_ + kTwoPi * m.breathing_rate * kSubstep, kTwoPi);
}

void Creature::tangents_and_axis() {
  const int n = model_->count;
  Vec v;
  for (int i = 0; i < n; ++i) {
    const Vec span = p_[std::max(i - 1, 0)] - p_[std::min(i + 1, n - 1)];
    const double len = length(span);
    if (len >= 1e-9) t_[i] = span * (1 / len);
    v = v + (p_[i] - q_[i]);
  }
  const double speed = length(v);
  if (speed >= 1e-9) {
    axis_ = axis_ + (v * (1 / speed) - axis_) * std::min(1.0, 1.5 * kSubstep);
    double len = length(axis_);
    if (len == 0) len = 1;
    axis_ = axis_ * (1 / len);
  }
}

void Creature::breathe() {
  const Model& m = *model_;
  const double next = m.breathing_strain * std::sin(beta_);
  const double delta = next - epsilon_;
  epsilon_ = next;
  if (std::fabs(delta) < 1e-15) return;
  const int n = m.count, a = m.trunk_begin, b = m.trunk_end;
  const double half = (b - a - 1) / 2.0;
  const double spacing = m.descriptor.chain.sections[1].spacing;
  Vec mean;
  for (int i = 0; i < n; ++i) {
    const double q = i < a ? half : i >= b ? -half : half - (i - a);
    const Vec ref = i < a ? t_[a] : i >= b ? t_[b - 1] : t_[i];
    scratch_[i] = {ref.x * q * spacing * delta, ref.y * q * spacing * delta};
    mean = mean + scratch_[i];
  }
  mean = {mean.x / n, mean.y / n};
  for (int i = 0; i < n; ++i) {
    const Vec shift = scratch_[i] - mean;
    p_[i] = p_[i] + shift;
    q_[i] = q_[i] + shift;
  }
}

void Creature::integrate(double throttle) {
  const Model& m = *model_;
  const Gait& gait = m.descriptor.gait;
  const double lift_amount = m.descriptor.chain.lift_amount;
  const double h2 = kSubstep * kSubstep;
  for (int i = 0; i < m.count; ++i) {
    const ChunkConstants& k = m.chunks[i];
    const Vec v = (p_[i] - q_[i]) * k.retention;
    q_[i] = p_[i];
    const Vec moved = p_[i] + v;
    const Vec d = moved - p_[i];
    const Vec t = t_[i], n = perp(t);
    const double along = dot(d, t), across = dot(d, n);
    gait_contact_[i] = contact_channel(i, throttle, 0);
    c_[i] = clamp01(gait_contact_[i] * (1 - lift_amount * lift_[i] * throttle));
    const double along2 = along * (1 - c_[i] * (along < 0 ? k.grip.backward : k.grip.forward));
    const double across2 = across * (1 - c_[i] * k.grip.lateral);
    gain_[i] = -((along - along2) * dot(t, axis_) + (across - across2) * dot(n, axis_));
    const double thrust_theta =
        gait.thrust.harmonic * (phi_ - k.rest * gait.phase_lag) + gait.thrust.phase_offset;
    const double a = gait.thrust.amplitude * k.motion.thrust * throttle *
                     pulse(thrust_theta, gait.thrust.duty_cycle);
    p_[i] = {p_[i].x + t.x * along2 + n.x * across2 + t.x * a * h2,
             p_[i].y + t.y * along2 + n.y * across2 + t.y * a * h2};
  }
}

void Creature::link_targets(double throttle) {
  const Model& m = *model_;
  const Wave& g = m.descriptor.gait.gather;
  for (std::size_t k = 0; k < m.links.size(); ++k) {
    const LinkConstants& link = m.links[k];
    double target =
        link.rest *
        (1 + g.amplitude * link.gather_scale * throttle *
                 std::cos(g.harmonic * (phi_ - link.phase_distance * m.descriptor.gait.phase_lag) +
                          g.phase_offset));
    if (link.breathes) target *= 1 + epsilon_;
    targets_[k] = target;
  }
}

void Creature::steer(Vec direction) {
  const Chain& chain = model_->descriptor.chain;
  const double e = angle_between(t_[0], direction);
  const double want = -std::clamp(chain.steer_gain * e, -chain.steer_limit, chain.steer_limit);
  bias_ = bias_ + (want - bias_) * std::min(1.0, chain.steer_rate * kSubstep);
}

void Creature::joint_targets(double throttle) {
  const Model& m = *model_;
  const Wave& bend = m.descriptor.gait.bend;
  const int n = m.count;
  for (int j = 1; j + 1 < n; ++j) {
    turns_[j] =
        (bend.amplitude * m.chunks[j].motion.bend * throttle *
             std::sin(bend.harmonic * (phi_ - m.chunks[j].rest * m.descriptor.gait.phase_lag)) +
         bias_ * throttle) *
        m.chunks[j].bend_scale;
  }
  wanted_line_[0] = {0, 0};
  double psi = 0;
  for (int k = 0; k + 1 < n; ++k) {
    if (k >= 1) psi += turns_[k];
    wanted_line_[k + 1] = wanted_line_[k] + Vec{std::cos(psi), std::sin(psi)} * targets_[k];
  }
}

void Creature::joint_solve() {
  const Model& m = *model_;
  const int n = m.count;
  const int widest = std::min(2, n / 4);
  for (int w = widest; w >= 1; w /= 2) {
    for (int p = w; p + w <= n - 1; p += w) {
      const int f = p - w, g = p + w;
      const Vec c = p_[p];
      const double turn = angle_between(p_[p] - p_[f], p_[g] - p_[p]);
      const double target =
          angle_between(wanted_line_[p] - wanted_line_[f], wanted_line_[g] - wanted_line_[p]);
      const double r = (target - turn) * m.chunks[p].joint;
      const double count = g - f + 1;
      Vec drift, centre;
      for (int i = f; i <= g; ++i) {
        scratch_[i] = i == p ? p_[i] : c + rotate(p_[i] - c, i < p ? -r : r);
        drift = drift + (scratch_[i] - p_[i]);
        centre = centre + p_[i];
      }
      drift = {drift.x / count, drift.y / count};
      centre = {centre.x / count, centre.y / count};
      double moment = 0, inertia = 0;
      for (int i = f; i <= g; ++i) {
        const Vec arm = p_[i] - centre;
        moment += cross(arm, scratch_[i] - p_[i] - drift);
        inertia += dot(arm, arm);
      }
      const double omega = inertia > 1e-12 ? moment / inertia : 0;
      for (int i = f; i <= g; ++i) {
        const Vec arm = p_[i] - centre;
        p_[i] = scratch_[i] - drift - perp(arm) * omega;
      }
    }
  }
}

void Creature::relax_links() {
  const Model& m = *model_;
  for (int pass = 0; pass < kRelaxationPasses; ++pass) {
    for (std::size_t k = 0; k < m.links.size(); ++k) {
      const Vec e = p_[k + 1] - p_[k];
      double dist = length(e);
      if (dist == 0) dist = 0.001;
      const double f = (dist - targets_[k]) / dist * m.links[k].correction;
      p_[k] = p_[k] + e * f;
      p_[k + 1] = p_[k + 1] - e * f;
    }
  }
}

void Creature::stretch_ceiling() {
  for (std::size_t k = 0; k < targets_.size(); ++k) {
    const Vec e = p_[k + 1] - p_[k];
    const double dist = length(e);
    const double most = 3 * targets_[k];
    if (dist > most) p_[k + 1] = p_[k] + e * (most / dist);
  }
}

void Creature::auto_lift(double throttle) {
  const Model& m = *model_;
  const Chain& chain = m.descriptor.chain;
  if (chain.lift_amount == 0) return;
  const int n = m.count;
  const int lifted = static_cast<int>(std::floor(chain.lift_share * n + 0.5));
  for (int i = 0; i < n; ++i)
    ranking_[i] = i;
  std::sort(ranking_.begin(), ranking_.end(),
            [&](int a, int b) { return gain_[a] < gain_[b] || (gain_[a] == gain_[b] && a < b); });
  const double ease = std::min(1.0, chain.lift_rate * kSubstep);
  for (int r = 0; r < n; ++r) {
    const int i = ranking_[r];
    const double target = r < lifted ? throttle : 0;
    lift_[i] = lift_[i] + (target - lift_[i]) * ease;
  }
  for (int i = 0; i < n; ++i) {
    c_[i] = clamp01(gait_contact_[i] * (1 - chain.lift_amount * lift_[i] * throttle));
  }
}

Vec Creature::center() const {
  const int n = model_->count;
  Vec sum;
  for (const Vec& p : p_)
    sum = sum + Vec{p.x / n, p.y / n};
  return sum;
}

Vec Creature::direction() const {
  const Vec d = p_[0] - p_[1];
  const double len = length(d);
  return len < 1e-9 ? t_[0] : d * (1 / len);
}

double Creature::head_speed() const {
  return length(last_head_step_) / kSubstep;
}

}  // namespace jt::creature

namespace jt::creature {

std::uint32_t creature_seed(double runtime_seed, std::string_view cast_id) {
  const std::uint32_t seed = expr::Prng(runtime_seed).state();
  std::uint32_t hash = 2166136261u;
  for (char c : cast_id) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 16777619u;
  }
  return seed ^ hash;
}

void advance_to(Creature& creature, long k, const Controls& controls) {
  while (creature.substeps() < k)
    creature.substep(controls);
}

}  // namespace jt::creature
