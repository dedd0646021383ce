#include "CspOptionNames.h"

#include <array>
#include <utility>

namespace queens {

namespace {
using VarOrder = StepperOptions::VarOrder;
using ValueOrder = StepperOptions::ValueOrder;
using Inference = StepperOptions::Inference;

constexpr std::array<std::pair<VarOrder, std::string_view>, 3> kVarOrders = {
    {{VarOrder::InOrder, "in-order"}, {VarOrder::Mrv, "mrv"}, {VarOrder::MrvDegree, "mrv-degree"}}};
constexpr std::array<std::pair<ValueOrder, std::string_view>, 2> kValueOrders = {
    {{ValueOrder::InOrder, "in-order"}, {ValueOrder::Lcv, "lcv"}}};
constexpr std::array<std::pair<Inference, std::string_view>, 3> kInferences = {
    {{Inference::None, "none"}, {Inference::ForwardChecking, "fc"}, {Inference::Mac, "mac"}}};

template <class E, std::size_t N>
std::string_view nameIn(const std::array<std::pair<E, std::string_view>, N>& table, E e) {
    for (const auto& [value, name] : table)
        if (value == e) return name;
    return "unknown";
}
template <class E, std::size_t N>
std::optional<E> valueIn(const std::array<std::pair<E, std::string_view>, N>& table,
                         std::string_view name) {
    for (const auto& [value, n] : table)
        if (n == name) return value;
    return std::nullopt;
}
}  // namespace

std::string_view CspOptionNames::name(VarOrder v) {
    return nameIn(kVarOrders, v);
}
std::string_view CspOptionNames::name(ValueOrder v) {
    return nameIn(kValueOrders, v);
}
std::string_view CspOptionNames::name(Inference v) {
    return nameIn(kInferences, v);
}
std::optional<VarOrder> CspOptionNames::varOrder(std::string_view name) {
    return valueIn(kVarOrders, name);
}
std::optional<ValueOrder> CspOptionNames::valueOrder(std::string_view name) {
    return valueIn(kValueOrders, name);
}
std::optional<Inference> CspOptionNames::inference(std::string_view name) {
    return valueIn(kInferences, name);
}

}  // namespace queens
